import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyBillsPage } from '../../src/features/account/mybills/MyBillsPage';
import {
  accountManagersFixture,
  billFixture,
  invoicesFixture,
  merchantFixture,
  pagedFixture,
  paidBillFixture,
} from './myBillsFixtures';
import { listFixture } from './listFixture';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/MyBills',
  component: MyBillsPage,
  decorators: [withIntl],
  args: {
    summary: { data: billFixture },
    onRetry: noop,
    merchant: merchantFixture,
    subscriptionNumber: 'A-S00001001',
    accountManagers: null,
    paymentReturn: null,
    onDismissPaymentReturn: noop,
    payState: 'default',
    payError: null,
    onPay: noop,
    onDismissPayError: noop,
    invoices: {
      list: listFixture(),
      paged: pagedFixture(invoicesFixture, 30),
      status: 'all',
      onStatusChange: noop,
    },
  },
} satisfies Meta<typeof MyBillsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An account manager: Midtown overdue, Pier due in 3 days, Pay $158.00. */
export const AccountManager: Story = {};
/** A user who may not pay: the bill read-only, and the account managers to ask. */
export const ReadOnly: Story = {
  args: {
    summary: { data: { ...billFixture, CanPay: false } },
    accountManagers: accountManagersFixture,
  },
};
/** A store user who may not pay (issue 22 §5): the bills of their assigned store alone, no card. */
export const AssignedStores: Story = {
  args: {
    summary: {
      data: {
        ...billFixture,
        CanPay: false,
        StoresShown: 'assigned',
        BalanceDue: 79,
        NextDueDate: '2026-11-23',
        PastDueAmount: 0,
        OpenInvoiceCount: 1,
        Stores: billFixture.Stores.filter((st) => st.StoreName === 'Harbor Pier'),
        PaymentMethod: null,
        LastPayment: null,
      },
    },
    accountManagers: accountManagersFixture,
    invoices: {
      list: listFixture(),
      paged: pagedFixture(invoicesFixture.filter((i) => i.StoreName === 'Harbor Pier')),
      status: 'all',
      onStatusChange: noop,
    },
  },
};
/** Back from the hosted payment page: the payment received, nothing due any more. */
export const Paid: Story = {
  args: {
    summary: { data: paidBillFixture },
    paymentReturn: { outcome: 'paid', reference: 'PAY-3F9A1C2B7D' },
    invoices: { list: listFixture(), paged: pagedFixture([]), status: 'open', onStatusChange: noop },
  },
};
/** Nothing due: Pay becomes Update card. */
export const NothingDue: Story = {
  args: {
    summary: { data: paidBillFixture },
    paymentReturn: { outcome: 'saved', reference: null },
  },
};
/** The user cancelled on the payment page. */
export const Cancelled: Story = { args: { paymentReturn: { outcome: 'cancelled', reference: null } } };
/** Someone else paid in the meantime: the stale checksum's message. */
export const StaleBill: Story = {
  args: {
    payState: 'error',
    payError:
      'The bill changed after you opened this page (someone else may have paid it or changed the card). Check the new balance, then pay again.',
  },
};
/** The bill could not be loaded: the message and a retry. */
export const LoadFailed: Story = {
  args: { summary: { error: 'The bill could not be loaded.' } },
};
