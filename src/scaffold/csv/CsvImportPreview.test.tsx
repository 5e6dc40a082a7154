import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { CsvImportPreview, type CsvRejectedRow } from './CsvImportPreview';

const rejected: CsvRejectedRow[] = Array.from({ length: 12 }, (_, i) => ({
  Row: i + 3,
  Problems: [{ Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' }],
}));

describe('CsvImportPreview: what an import will do, before anything is sent', () => {
  it('says how many rows will be imported and lists each problem with its row, column and rule', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CsvImportPreview
        fileName="items.csv"
        validCount={4988}
        blankCount={2}
        rejected={[{ Row: 2, Problems: [{ Column: null, MessageKey: 'ItemBulk.ExtraCells' }] }, ...rejected]}
      />,
    );
    expect(screen.getByText('File: items.csv')).toBeInTheDocument();
    expect(screen.getByText('4,988 rows are ready to import.')).toBeInTheDocument();
    expect(screen.getByText('2 blank rows are skipped.')).toBeInTheDocument();
    expect(screen.getByText('13 rows have problems and will be left out:')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Rows with problems' });
    const first = within(grid).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Whole row', "The row has values beyond the file's columns."]);
    expect(within(grid).getAllByText('Price must be a number such as 12.50.')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(within(grid).getAllByText('Price must be a number such as 12.50.')).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('without problems shows the count alone', () => {
    renderWithProviders(<CsvImportPreview fileName="a.csv" validCount={1} rejected={[]} />);
    expect(screen.getByText('1 row is ready to import.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('CsvImportPreview after the import', () => {
  it('says what was imported and what was left out', () => {
    renderWithProviders(
      <CsvImportPreview
        stage="done"
        fileName="a.csv"
        validCount={3}
        rejected={[{ Row: 4, Problems: [{ Column: 'Item Name', MessageKey: 'ItemBulk.AlreadyExists' }] }]}
      />,
    );
    expect(screen.getByText('3 rows were imported.')).toBeInTheDocument();
    expect(screen.getByText('1 row was left out:')).toBeInTheDocument();
  });
});
