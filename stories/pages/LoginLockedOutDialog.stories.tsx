import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockedOutDialog } from '../../src/features/signin/recovery/LockedOutDialog';
import { noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/LockedOutDialog',
  component: LockedOutDialog,
  decorators: [withIntl],
  args: { username: 'locked', state: 'default', onReset: noop, onClose: noop },
} satisfies Meta<typeof LockedOutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};
/** Reset is disabled for an empty username. */
export const NoUsername: Story = { args: { username: '' } };
export const Sending: Story = { args: { state: 'loading' } };
export const ResetSent: Story = { args: { state: 'success' } };
export const ResetFailed: Story = { args: { state: 'error' } };
