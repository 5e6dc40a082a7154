import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordDialog } from '../../src/features/login/ResetPasswordDialog';
import { loginFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ResetPasswordDialog',
  component: ResetPasswordDialog,
  decorators: [withIntl],
  args: { status: 'idle', failureMessage: null, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ResetPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { status: 'sending' } };
export const ExpiredLink: Story = { args: { status: 'failed', failureMessage: loginFixtures.serverMessage } };
