import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { DonutChart } from './DonutChart';

const money = (n: number) => `$${n.toFixed(2)}`;
const percent = (n: number) => `${Math.round(n * 100)}%`;

describe('DonutChart', () => {
  it('draws the shares, names the total, lists each part with value and share, and passes axe', async () => {
    const { container } = renderDs(
      <DonutChart
        title="Payment mix"
        segments={[
          { label: 'CREDIT', value: 75 },
          { label: 'CASH', value: 25 },
        ]}
        formatValue={money}
        formatShare={percent}
        total={{ label: 'Tendered', value: '$100.00' }}
        categoryHeader="Payment type"
        valueHeader="Amount"
        shareHeader="Share"
      />,
    );
    const img = screen.getByRole('img', { name: 'Payment mix' });
    expect(img).toHaveTextContent('$100.00');
    const arcs = container.querySelectorAll('circle[stroke-dasharray]');
    expect(arcs).toHaveLength(2);
    const [credit, cash] = [...arcs].map((a) => Number(a.getAttribute('stroke-dasharray')?.split(' ')[0]));
    expect(credit / cash).toBeCloseTo(3);
    expect(screen.getByText('$75.00 · 75%')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payment mix' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Payment typeAmountShare', 'CREDIT$75.0075%', 'CASH$25.0025%']);
    await expectNoAxeViolations(container);
  });

  it('an empty whole draws the ring alone', () => {
    const { container } = renderDs(
      <DonutChart
        title="Nothing"
        segments={[]}
        formatValue={money}
        formatShare={percent}
        categoryHeader="Type"
        valueHeader="Amount"
        shareHeader="Share"
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(1);
  });
});
