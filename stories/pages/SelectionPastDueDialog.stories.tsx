import type { Meta, StoryObj } from '@storybook/react-vite';
import { PastDueDialog } from '../../src/features/selection/standing/PastDueDialog';
import { noop, pastDueOwner, withSelectionIntl } from './SelectionFixtures';

/** The past-due warning (1-foundation.md §4): days or none; Skip and Update Payment, or a single OK. */
const meta = {
  title: 'Pages/Selection/PastDueDialog',
  component: PastDueDialog,
  decorators: [withSelectionIntl],
  args: { open: true, context: pastDueOwner, atLogin: true, onOutcome: noop, busy: false },
} satisfies Meta<typeof PastDueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An account manager, 5 days before the account is locked. */
export const DaysRemaining: Story = {};

/** Overdue: no days in the title. */
export const Overdue: Story = { args: { context: { ...pastDueOwner, days: -5 } } };

/** A user who may not update payment is told to ask an account manager, with one OK. */
export const AskAccountManager: Story = {
  args: { context: { ...pastDueOwner, isAccountManager: false, merchantUserRoleId: 2 } },
};

export const OverdueAskAccountManager: Story = {
  args: { context: { ...pastDueOwner, days: -5, isAccountManager: false, merchantUserRoleId: 2 } },
};

export const Saving: Story = { args: { busy: true } };
