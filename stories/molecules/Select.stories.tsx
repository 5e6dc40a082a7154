import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../../design-system';

const meta = {
  title: 'Molecules/Select',
  component: Select,
  args: {
    label: 'Store',
    name: 'store',
    placeholder: 'Choose a store',
    options: [
      { value: 'main', label: 'Main Street' },
      { value: 'harbour', label: 'Harbour' },
      { value: 'airport', label: 'Airport terminal 2' },
      { value: 'closed', label: 'Old town (closed)', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'harbour' } };
export const WithHelperText: Story = { args: { helperText: 'Reports use this store' } };
export const Invalid: Story = { args: { required: true, invalid: true, errorText: 'Choose a store' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'main' } };
