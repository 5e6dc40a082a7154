import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeCheckbox } from '../../design-system';

const meta = {
  title: 'Molecules/NativeCheckbox',
  component: NativeCheckbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof NativeCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LabelHidden: Story = { args: { label: 'Select Fish Tacos', hideLabel: true } };
export const Indeterminate: Story = { args: { label: 'Select all rows', checked: 'indeterminate' } };
