import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotUsernameDialog } from '../../src/features/login/ForgotUsernameDialog';
import { noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ForgotUsernameDialog',
  component: ForgotUsernameDialog,
  decorators: [withIntl],
  args: { status: 'idle', onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ForgotUsernameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** OK is disabled while the e-mail is blank; the hint shows the format. */
export const Empty: Story = {};
export const Sending: Story = { args: { status: 'sending' } };
export const Sent: Story = { args: { status: 'sent' } };
export const Failed: Story = { args: { status: 'failed' } };
