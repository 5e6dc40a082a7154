import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { BarChart } from './BarChart';

const money = (n: number) => `$${n.toFixed(2)}`;

describe('BarChart', () => {
  it('is an image named by its title whose numbers are also in a table, and passes axe', async () => {
    const { container } = renderDs(
      <BarChart
        title="Net sales by day"
        description="A week against the week before."
        categories={['Nov 14', 'Nov 15']}
        tableCategories={['Saturday, November 14', 'Sunday, November 15']}
        categoryHeader="Date"
        series={[
          { label: 'This week', values: [120.5, 80] },
          { label: 'Week before', values: [100, 90.25], comparison: true },
        ]}
        formatValue={money}
      />,
    );
    const img = screen.getByRole('img', { name: 'Net sales by day' });
    expect(img).toHaveAccessibleDescription('A week against the week before.');
    // it scales with its container: a viewBox and a width of 100% (no fixed size)
    expect(img.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(img).not.toHaveAttribute('width');
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Net sales by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateThis weekWeek before',
      'Saturday, November 14$120.50$100.00',
      'Sunday, November 15$80.00$90.25',
    ]);
    expect(screen.getByRole('list')).toHaveTextContent('Week before');
    await expectNoAxeViolations(container);
  });

  it('horizontal bars carry their label and value, longer bars for larger values', async () => {
    const { container } = renderDs(
      <BarChart
        title="Stores"
        orientation="horizontal"
        categories={['Downtown', 'Uptown']}
        categoryHeader="Store"
        series={[{ label: 'Net sales', values: [200, 100] }]}
        formatValue={money}
      />,
    );
    const img = screen.getByRole('img', { name: 'Stores' });
    expect(img).toHaveTextContent('Downtown');
    expect(img).toHaveTextContent('$200.00');
    const bars = [...container.querySelectorAll('rect')].filter((r) => r.getAttribute('rx') === '2');
    const widths = bars.filter((_, i) => i % 2 === 1).map((r) => Number(r.getAttribute('width')));
    expect(widths[0]).toBeGreaterThan(widths[1]);
    expect(screen.getByRole('table', { name: 'Stores' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('negative values and an empty chart draw without errors', () => {
    renderDs(
      <BarChart
        title="Net"
        categories={['A', 'B']}
        categoryHeader="Day"
        series={[{ label: 'Net', values: [-20, 0] }]}
        formatValue={money}
      />,
    );
    expect(screen.getByRole('img', { name: 'Net' })).toBeInTheDocument();
    renderDs(<BarChart title="None" categories={[]} categoryHeader="Day" series={[]} formatValue={money} />);
    expect(screen.getByRole('table', { name: 'None' })).toBeInTheDocument();
  });
});
