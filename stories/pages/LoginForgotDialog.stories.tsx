import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotDialog } from '../../src/features/signin/recovery/ForgotDialog';
import { mutationFixtures, noop, withIntl } from './loginFixtures';

/** Forgot username and forgot password: one form dialog, one field each. */
const meta = {
  title: 'Pages/Login/ForgotDialog',
  component: ForgotDialog,
  decorators: [withIntl],
  args: { kind: 'password', mutation: mutationFixtures.idle, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ForgotDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reset is disabled while the username is blank. */
export const PasswordEmpty: Story = {};
export const PasswordFilled: Story = { args: { defaultValue: 'manager' } };
export const PasswordSending: Story = {
  args: { defaultValue: 'manager', mutation: mutationFixtures.saving },
};
export const PasswordSent: Story = { args: { mutation: mutationFixtures.done } };
export const PasswordFailed: Story = {
  args: { defaultValue: 'manager', mutation: mutationFixtures.refusedWithoutMessage },
};
/** OK is disabled while the address is blank; its format hint is like {email}. */
export const UsernameEmpty: Story = { args: { kind: 'username' } };
export const UsernameSent: Story = { args: { kind: 'username', mutation: mutationFixtures.done } };
export const UsernameOffline: Story = {
  args: { kind: 'username', defaultValue: 'owner@example.com', mutation: mutationFixtures.offline },
};
