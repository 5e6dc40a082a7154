import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockedOutDialog } from '../../src/features/login/LockedOutDialog';
import { noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/LockedOutDialog',
  component: LockedOutDialog,
  decorators: [withIntl],
  args: { username: 'locked', status: 'idle', onReset: noop, onClose: noop },
} satisfies Meta<typeof LockedOutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};
/** Reset is disabled for an empty username. */
export const NoUsername: Story = { args: { username: '' } };
export const Sending: Story = { args: { status: 'sending' } };
export const ResetSent: Story = { args: { status: 'sent' } };
export const ResetFailed: Story = { args: { status: 'failed' } };
