import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, barChartOrientations } from '../../design-system';

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const compact = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(n);

const days = ['Nov 14', 'Nov 15', 'Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20'];

const meta = {
  title: 'Organisms/BarChart',
  component: BarChart,
  argTypes: { orientation: { control: 'inline-radio', options: barChartOrientations } },
  args: {
    title: 'Net sales by day',
    description: 'Net sales $27,310.20 against $25,004.75 the period before.',
    categories: days,
    categoryHeader: 'Date',
    series: [
      { label: 'Nov 14 – Nov 20', values: [3920.5, 4105.25, 3377.1, 4480, 3999.95, 3610.4, 3817] },
      {
        label: 'Nov 7 – Nov 13',
        values: [3501, 3880.2, 3012.75, 4015.5, 3705, 3490.3, 4400],
        comparison: true,
      },
    ],
    formatValue: money,
    formatTick: compact,
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A period against the period before (grouped bars). */
export const Comparison: Story = {};
/** One series. */
export const Single: Story = {
  args: { series: [{ label: 'Net sales', values: [3920.5, 4105.25, 3377.1, 4480, 3999.95, 3610.4, 3817] }] },
};
/** Named things (stores, items): horizontal bars with their label and value. */
export const Horizontal: Story = {
  args: {
    title: 'Stores side by side',
    orientation: 'horizontal',
    categories: ['Harbor Downtown', 'Harbor Midtown', 'Harbor Seaside', 'Harbor Uptown'],
    categoryHeader: 'Store',
    series: [
      { label: 'This period', values: [7120.3, 6550.15, 6901.9, 6737.85] },
      { label: 'Period before', values: [6800.1, 6102.4, 6650, 5452.25], comparison: true },
    ],
  },
};
/** A long period: labels thin out, bars stay inside the frame. */
export const NinetyDays: Story = {
  args: {
    categories: Array.from({ length: 90 }, (_, i) => `D${i + 1}`),
    series: [
      { label: 'Net sales', values: Array.from({ length: 90 }, (_, i) => 3000 + ((i * 7919) % 1500)) },
    ],
  },
};
