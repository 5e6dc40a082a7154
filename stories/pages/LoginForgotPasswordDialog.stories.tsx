import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordDialog } from '../../src/features/login/ForgotPasswordDialog';
import { noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  decorators: [withIntl],
  args: { status: 'idle', onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reset is disabled while the username is blank. */
export const Empty: Story = {};
export const Filled: Story = { args: { defaultUsername: 'manager' } };
export const Sending: Story = { args: { defaultUsername: 'manager', status: 'sending' } };
export const Sent: Story = { args: { status: 'sent' } };
export const Failed: Story = { args: { defaultUsername: 'manager', status: 'failed' } };
