import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../../design-system';
import type { Comparison } from '../../src/domain/reportPeriods';
import { ReportPeriodControl } from '../../src/scaffold/period/ReportPeriodControl';
import { type PeriodChoice, periodOfChoice } from '../../src/domain/reportQuery';
import { StorePicker } from '../../src/scaffold/stores/StorePicker';
import { storesFixture } from '../pages/discountFixtures';
import { withIntl } from '../pages/loginFixtures';

const TODAY = '2026-11-27';

/** A report's controls working together: the period, the comparison and (company view) the stores. */
function Controls({ start, stores }: { start: PeriodChoice; stores: boolean }) {
  const [period, setPeriod] = useState(start);
  const [comparison, setComparison] = useState<Comparison>('previous');
  const [chosen, setChosen] = useState<number[] | null>(null);
  const dates = periodOfChoice(period, TODAY);
  return (
    <Stack space="medium">
      <ReportPeriodControl
        period={period}
        shown={dates}
        comparison={comparison}
        onPeriodChange={setPeriod}
        onComparisonChange={setComparison}
      />
      {stores ? <StorePicker stores={storesFixture} chosen={chosen} onChange={setChosen} /> : null}
      <output>
        {dates.From} – {dates.To} · {comparison} · {chosen === null ? 'all stores' : chosen.join(', ')}
      </output>
    </Stack>
  );
}

/**
 * The scaffolding of the report screen (src/scaffold/period, src/scaffold/stores/StorePicker): the
 * period presets or a custom range checked with the server's rule, the comparison, the store picker.
 */
const meta = {
  title: 'Scaffold/ReportControls',
  component: Controls,
  decorators: [withIntl],
  args: { start: { preset: 'lastWeek' }, stores: true },
} satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyView: Story = {};
/** A store's view: no store picker. */
export const StoreView: Story = { args: { stores: false } };
/** A custom range, its two dates shown. */
export const CustomRange: Story = { args: { start: { from: '2026-11-01', to: '2026-11-15' } } };
