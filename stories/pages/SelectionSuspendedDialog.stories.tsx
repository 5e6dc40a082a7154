import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuspendedDialog } from '../../src/features/selection/standing/SuspendedDialog';
import { noop, withSelectionIntl } from './SelectionFixtures';

/** The suspended-account modal: Go back and, for admins, I understand. */
const meta = {
  title: 'Pages/Selection/SuspendedDialog',
  component: SuspendedDialog,
  decorators: [withSelectionIntl],
  args: { open: true, canContinue: false, onGoBack: noop, onContinue: noop, busy: false },
} satisfies Meta<typeof SuspendedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A non-admin or a merchant admin: Go back only. */
export const GoBackOnly: Story = {};

/** An admin may continue anyway. */
export const AdminMayContinue: Story = { args: { canContinue: true } };

export const Saving: Story = { args: { canContinue: true, busy: true } };
