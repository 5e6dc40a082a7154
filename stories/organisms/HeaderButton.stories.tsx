import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, HeaderButton } from '../../design-system';

/** A button of the portal header: the current merchant or store, in the colour of the bar. */
const meta = {
  title: 'Organisms/HeaderButton',
  component: HeaderButton,
  decorators: [
    (Story) => (
      <Box background="header" color="headerText" padding="small">
        <Story />
      </Box>
    ),
  ],
  args: {
    icon: 'store',
    text: 'Harbor Downtown',
    label: 'Change store, current: Harbor Downtown',
    onClick: () => {},
  },
} satisfies Meta<typeof HeaderButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {};
export const Merchant: Story = {
  args: {
    icon: 'merchant',
    text: 'Harbor Bistro Group',
    label: 'Change merchant, current: Harbor Bistro Group',
  },
};
export const LongName: Story = {
  args: { text: 'Harbor Bistro Group — Downtown Waterfront Terrace', label: 'Change store' },
};
