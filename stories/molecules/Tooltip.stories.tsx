import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton, Tooltip } from '../../design-system';

const meta = {
  title: 'Molecules/Tooltip',
  component: Tooltip,
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] } },
  args: {
    content: '8 to 25 characters, with a digit, a lowercase and an uppercase letter',
    children: <Button variant="soft">Password rules</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnIconButton: Story = {
  args: {
    content: 'Reload the list',
    children: <IconButton label="Refresh" icon="refresh" />,
    placement: 'right',
  },
};
