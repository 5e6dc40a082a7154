import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileField } from '../../design-system';

const meta = {
  title: 'Molecules/FileField',
  component: FileField,
  args: {
    label: 'CSV file',
    accept: '.csv,text/csv',
    helperText: 'A list saved as CSV (comma-separated values).',
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { invalid: true, errorText: 'This file is not a CSV file.' } };
export const Disabled: Story = { args: { disabled: true } };
