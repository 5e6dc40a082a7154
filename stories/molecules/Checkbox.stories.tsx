import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../../design-system';

const meta = {
  title: 'Molecules/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all rows' } };
export const HiddenLabel: Story = { args: { hideLabel: true, label: 'Select row' } };
export const Invalid: Story = {
  args: {
    label: 'I accept the terms',
    required: true,
    invalid: true,
    errorText: 'Accept the terms to go on',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
