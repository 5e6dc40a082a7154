import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storesFixture } from '../../../stories/pages/discountFixtures';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { StorePicker } from '../stores/StorePicker';
import { ReportPeriodControl } from './ReportPeriodControl';
import { periodChoiceOf, periodChoiceQuery, periodOfChoice } from '../../domain/reportQuery';

const shown = { From: '2026-11-16', To: '2026-11-22' };

describe('ReportPeriodControl (issue 9: the presets, a custom range, the comparison)', () => {
  it('offers the POS presets, the week and month presets and a custom range, and the comparisons', async () => {
    const onPeriodChange = vi.fn();
    const onComparisonChange = vi.fn();
    renderWithProviders(
      <ReportPeriodControl
        period={{ preset: 'lastWeek' }}
        shown={shown}
        comparison="none"
        onPeriodChange={onPeriodChange}
        onComparisonChange={onComparisonChange}
      />,
    );
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveValue('lastWeek');
    expect([...(period as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'Custom range',
    ]);
    await userEvent.selectOptions(period, 'thisMonth');
    expect(onPeriodChange).toHaveBeenCalledWith({ preset: 'thisMonth' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'lastYear');
    expect(onComparisonChange).toHaveBeenCalledWith('lastYear');
    await expectNoAxeViolations();
  });

  it("checks a custom range with the server's rule before asking for it", async () => {
    const onPeriodChange = vi.fn();
    renderWithProviders(
      <ReportPeriodControl
        period={{ preset: 'lastWeek' }}
        shown={shown}
        comparison="previous"
        onPeriodChange={onPeriodChange}
        onComparisonChange={() => {}}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    // the custom range starts from the dates on screen
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-16');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The To date cannot be before the From date.')).toBeInTheDocument();
    expect(onPeriodChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Choose a period of at most 400 days.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onPeriodChange).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-11-01' });
    await expectNoAxeViolations();
  });

  it('keeps the choice in the address and reads it back (a preset, or From and To)', () => {
    const q = (choice: Parameters<typeof periodChoiceQuery>[0]) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(periodChoiceQuery(choice))) if (v !== null) params.set(k, v);
      return params;
    };
    expect(periodChoiceOf(q({ preset: 'lastMonth' }), 'last7')).toEqual({ preset: 'lastMonth' });
    expect(periodChoiceOf(q({ from: '2026-11-01', to: '2026-11-03' }), 'last7')).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
    expect(periodChoiceOf(new URLSearchParams('period=forever'), 'last7')).toEqual({ preset: 'last7' });
    expect(periodOfChoice({ preset: 'lastWeek' }, '2026-11-27')).toEqual(shown);
  });
});

function PickerHarness({ onChange }: { onChange: (chosen: number[] | null) => void }) {
  const [chosen, setChosen] = useState<number[] | null>(null);
  return (
    <StorePicker
      stores={storesFixture}
      chosen={chosen}
      onChange={(next) => {
        onChange(next);
        setChosen(next);
      }}
    />
  );
}

describe('StorePicker (a company view chooses the stores a report adds up)', () => {
  it('says which stores, ticks them, keeps one, and goes back to all', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PickerHarness onChange={onChange} />);
    const count = storesFixture.length;
    await userEvent.click(screen.getByRole('button', { name: `Stores: All stores (${count})` }));
    for (const store of storesFixture.slice(0, -1)) {
      await userEvent.click(screen.getByRole('checkbox', { name: store.StoreName }));
    }
    const last = storesFixture[count - 1];
    expect(onChange).toHaveBeenLastCalledWith([last.StoreId]);
    const ids = onChange.mock.calls[0][0] as number[];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: `Stores: 1 of ${count} stores` })).toBeInTheDocument();
    // the last store chosen cannot be cleared
    expect(screen.getByRole('checkbox', { name: last.StoreName })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'All stores' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: `Stores: All stores (${count})` })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
