import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldTypes } from '../../design-system';

const meta = {
  title: 'Molecules/TextField',
  component: TextField,
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  args: { label: 'Store name', name: 'storeName', placeholder: 'Main Street' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelperText: Story = { args: { helperText: 'Shown on receipts' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = {
  args: { required: true, invalid: true, errorText: 'Enter a store name', defaultValue: '' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Main Street' } };
export const ReadOnly: Story = { args: { readOnly: true, value: 'Main Street' } };
export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: '' },
};
/** A form's field: its message line is kept, so the error below takes the helper text's room. */
export const ReservedMessageLine: Story = {
  args: { reserveMessageLine: true, helperText: '1 to 25 percent', label: 'Threshold' },
};
export const ReservedMessageLineInvalid: Story = {
  args: {
    reserveMessageLine: true,
    helperText: '1 to 25 percent',
    label: 'Threshold',
    invalid: true,
    errorText: 'Enter a whole number from 1 to 25',
  },
};
