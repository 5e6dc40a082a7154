import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { SelectionGrid } from './SelectionGrid';

interface Row {
  id: number;
  name: string;
  taken: boolean;
}
const rows: Row[] = [
  { id: 1, name: 'Harbor Downtown', taken: false },
  { id: 2, name: 'Harbor Uptown', taken: false },
  { id: 3, name: 'Harbor Pier', taken: true },
];

function Harness({ initial = [] as string[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <SelectionGrid<Row>
      title="Assign Store"
      gridLabel="Stores"
      columns={[{ id: 'name', header: 'Store', accessor: (r) => r.name }]}
      rows={rows}
      getRowId={(r) => String(r.id)}
      selected={selected}
      onSelectionChange={setSelected}
      canSelectRow={(r) => !r.taken}
      rowSelectLabel={(r) => `Select ${r.name}`}
      filter={{ label: 'Filter stores', textOf: (r) => r.name }}
      selectedText={`${selected.length} selected`}
      emptyText="No stores"
    />
  );
}

describe('SelectionGrid', () => {
  it('chooses rows by their checkboxes, counts them, and never a row that cannot be chosen', async () => {
    renderDs(<Harness />);
    const region = screen.getByRole('region', { name: 'Assign Store' });
    expect(within(region).getByText('0 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Harbor Uptown' }));
    expect(within(region).getByText('1 selected')).toBeInTheDocument();
    const pier = screen.getByRole('checkbox', { name: 'Select Harbor Pier' });
    expect(pier.closest('tr')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pier);
    expect(within(region).getByText('1 selected')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('filters the rows as typed, keeping the choices of the rows it hides', async () => {
    renderDs(<Harness initial={['1']} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter stores' }), 'upt');
    const grid = screen.getByRole('table', { name: 'Stores' });
    expect(within(grid).queryByText('Harbor Downtown')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Harbor Uptown' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });
});
