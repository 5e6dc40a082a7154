import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from '../../design-system';

const meta = {
  title: 'Molecules/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'secret123' } };
export const Invalid: Story = {
  args: { required: true, invalid: true, errorText: 'Enter your password' },
};
export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', helperText: '8 to 25 characters' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret123' } };
