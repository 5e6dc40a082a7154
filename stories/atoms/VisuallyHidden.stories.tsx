import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Icon, VisuallyHidden } from '../../design-system';

const meta = {
  title: 'Atoms/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only for screen readers' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InsideAButton: Story = {
  render: () => (
    <Button variant="ghost">
      <Icon name="download" />
      <VisuallyHidden>Export</VisuallyHidden>
    </Button>
  ),
};
