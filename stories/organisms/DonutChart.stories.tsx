import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, DonutChart } from '../../design-system';

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const percent = (n: number) => new Intl.NumberFormat('en-US', { style: 'percent' }).format(n);

const meta = {
  title: 'Organisms/DonutChart',
  component: DonutChart,
  decorators: [
    (Story) => (
      <Box maxWidth="medium">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Payment mix',
    segments: [
      { label: 'CREDIT', value: 18204.1 },
      { label: 'CASH', value: 9106.35 },
    ],
    formatValue: money,
    formatShare: percent,
    total: { label: 'Tendered', value: '$27,310.45' },
    categoryHeader: 'Payment type',
    valueHeader: 'Amount',
    shareHeader: 'Share',
  },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentMix: Story = {};
export const ManyParts: Story = {
  args: {
    segments: ['CREDIT', 'CASH', 'Gift', 'PAYPAL', 'CHECK', 'LEVELUP', 'EBTSNAP'].map((label, i) => ({
      label,
      value: 1000 / (i + 1),
    })),
  },
};
export const Empty: Story = { args: { segments: [], total: { label: 'Tendered', value: '$0.00' } } };
