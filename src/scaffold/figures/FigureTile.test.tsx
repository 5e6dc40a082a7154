import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import messages from '../../../i18n/en-US.json';
import { renderWithProviders } from '../../../test/renderApp';
import { FigureTile } from './FigureTile';
import { useFigureFormat } from './figureFormat';

function NetSales() {
  const f = useFigureFormat();
  return (
    <FigureTile
      f={f}
      figure="netSales"
      label="Net sales"
      value={110}
      previous={100}
      comparisonLabel="Compared period"
      format={f.money}
    />
  );
}

describe('FigureTile: a figure with its change and its one definition (issue 22 §3)', () => {
  it('shows the figure, the compared one and the change, and the definition of src/domain one tap away', async () => {
    renderWithProviders(<NetSales />);
    const tile = screen.getByRole('group', { name: 'Net sales' });
    expect(tile).toHaveTextContent('$110.00');
    expect(tile).toHaveTextContent('Compared period: $100.00');
    expect(tile).toHaveTextContent('+10%');
    await userEvent.click(screen.getByRole('button', { name: 'About Net sales' }));
    expect(await screen.findByRole('dialog', { name: 'Net sales' })).toHaveTextContent(
      messages['MyStore.Definition.NetSales'],
    );
  });
});
