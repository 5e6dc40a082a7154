import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, KpiTile } from '../../design-system';

const meta = {
  title: 'Molecules/KpiTile',
  component: KpiTile,
  decorators: [
    (Story) => (
      <Box maxWidth="small">
        <Story />
      </Box>
    ),
  ],
  args: {
    label: 'Net sales',
    value: '$3,965.45',
    comparison: { label: 'Thu, Nov 13', value: '$3,512.00' },
    change: { text: '+12.9%', trend: 'up', tone: 'positive' },
    definition: { label: 'About net sales', text: 'Sales less discounts, less refunds.' },
  },
} satisfies Meta<typeof KpiTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A rise that is bad news (more refunds) is drawn in the critical tone. */
export const BadRise: Story = {
  args: {
    label: 'Refunds',
    value: '$182.40',
    comparison: { label: 'Thu, Nov 13', value: '$90.10' },
    change: { text: '+102.4%', trend: 'up', tone: 'critical' },
  },
};
export const NoComparison: Story = { args: { comparison: undefined, change: undefined } };
export const Loading: Story = { args: { loading: true } };
