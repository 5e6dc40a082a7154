import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordDialog } from '../../src/features/login/ChangePasswordDialog';
import { loginFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ChangePasswordDialog',
  component: ChangePasswordDialog,
  decorators: [withIntl],
  args: {
    username: loginFixtures.username,
    status: 'idle',
    failureMessage: null,
    onSubmit: noop,
    onCancel: noop,
    onContinue: noop,
  },
} satisfies Meta<typeof ChangePasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { status: 'sending' } };
/** Without a server message: the default "Unable to change password". */
export const Failed: Story = { args: { status: 'failed' } };
export const FailedWithServerMessage: Story = {
  args: { status: 'failed', failureMessage: 'The old password is incorrect.' },
};
export const Success: Story = { args: { status: 'sent' } };
