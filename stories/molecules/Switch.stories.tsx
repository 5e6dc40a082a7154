import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from '../../design-system';

const meta = {
  title: 'Molecules/Switch',
  component: Switch,
  args: { label: 'Online ordering' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };
