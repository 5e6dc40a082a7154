import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type {
  TicketDetail,
  TicketLine,
  TicketNote,
  TicketPayment,
  TicketTax,
} from '../../src/domain/posTransactions';
import { DetailsTab } from '../../src/features/results/posTrans/detail/DetailsTab';
import { LinesTab } from '../../src/features/results/posTrans/detail/LinesTab';
import { NotesTab } from '../../src/features/results/posTrans/detail/NotesTab';
import { PaymentsTab } from '../../src/features/results/posTrans/detail/PaymentsTab';
import { ReceiptTab, type ReceiptEmailProps } from '../../src/features/results/posTrans/detail/ReceiptTab';
import { sanitiseReceipt } from '../../src/features/results/posTrans/detail/receiptHtml';
import { TaxesTab } from '../../src/features/results/posTrans/detail/TaxesTab';
import {
  type TicketTab,
  TicketDetailPage,
} from '../../src/features/results/posTrans/detail/TicketDetailPage';
import { withIntl } from './shellPageFixtures';

const zeroAmounts = {
  ChargesAmount: 0,
  CCSurchargesAmount: 0,
  DiscountAmount: 0,
  DonationsAmount: 0,
  PriceOverridesAmount: 0,
  GratuityAmount: 0,
  GratuityTaxAmount: 0,
  TipAmount: 0,
  PaymentRoundedAmount: 0,
  ChangeAmount: 0,
};

const noCustomer = {
  CustomerName: null,
  CustomerNumber: null,
  CustomerEmailAddress: null,
  ContactName: null,
  ContactPhone: null,
  ContactAddress1: null,
  ContactAddress2: null,
  city: null,
  state: null,
  zip: null,
};

/** A sale of an online order with a named customer, a tip and a price override. */
const saleFixture: TicketDetail = {
  ...zeroAmounts,
  DocumentId: 81234,
  StoreId: 2001,
  StoreName: 'Harbor Downtown',
  TimeZone: 'America/New_York',
  TransactionType: 'S',
  TransactionTypeCode: 'S',
  // 12:41 in New York
  TicketDate: '2026-11-20T17:41:09.000Z',
  TicketNumber: 1047,
  CheckNumber: 12,
  CustomerName: 'Dana Whitfield',
  CustomerNumber: 'C-20931',
  UserName: 'Morgan Lee',
  SalesAssociateName: 'Sam Ortiz',
  Station: 'Register 2',
  SellingLocation: 'Patio',
  TicketTime: '12:41:09',
  BusinessDate: '2026-11-20',
  OrderName: 'Dana W. pickup',
  OrderDueDateTime: '2026-11-20T18:00:00.000Z',
  CustomerEmailAddress: 'dana@example.com',
  PayinReason: null,
  PayinComment: null,
  PayoutReason: null,
  PayoutComment: null,
  ExternalReferenceNumber: 'WEB-55120',
  OrderStatus: 10,
  LastPrintedUtcDateTime: '2026-11-20T17:41:30.000Z',
  ContactName: 'Dana Whitfield',
  ContactPhone: '(555) 201-3344',
  ContactAddress1: '12 Pier Road',
  ContactAddress2: null,
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  SubTotalAmount: 38.47,
  GiftCardAmount: 0,
  PriceOverridesAmount: -2,
  DiscountAmount: 0,
  TaxAmount: 3.17,
  TipAmount: 6,
  TotalAmount: 47.64,
  TenderAmount: 50,
  ChangeAmount: 2.36,
};

const line = (
  l: Partial<TicketLine> & Pick<TicketLine, 'LineItemId' | 'LineNumber' | 'ItemName'>,
): TicketLine => ({
  ItemNumber: null,
  Description: l.ItemName,
  QuantitySold: 1,
  IsSoldByWeight: false,
  IsManualWeight: false,
  LineType: 'I',
  LineTypeExtension: null,
  LineDiscount: 0,
  TicketDiscount: 0,
  Price: 0,
  ParentLineItemId: null,
  IsPriceOverride: false,
  IsDeleted: false,
  ...l,
});

/** Two items with modifiers under them, a weighed item, a price override and a deleted line. */
const linesFixture: TicketLine[] = [
  line({ LineItemId: 1, LineNumber: 1, ItemName: 'Lobster Roll', ItemNumber: '100234', Price: 24 }),
  line({
    LineItemId: 2,
    LineNumber: 2,
    ItemName: 'Extra butter',
    LineType: 'M',
    Price: 1.5,
    ParentLineItemId: 1,
  }),
  line({ LineItemId: 3, LineNumber: 3, ItemName: 'No celery', LineType: 'M', ParentLineItemId: 1 }),
  line({
    LineItemId: 4,
    LineNumber: 4,
    ItemName: 'Smoked Haddock',
    ItemNumber: '200871',
    QuantitySold: 0.684,
    IsSoldByWeight: true,
    IsManualWeight: true,
    Price: 10.96,
  }),
  line({ LineItemId: 5, LineNumber: 5, ItemName: 'Clam Chowder', Price: 4, IsPriceOverride: true }),
  line({ LineItemId: 6, LineNumber: 6, ItemName: 'Oyster Crackers', LineType: 'M', ParentLineItemId: 5 }),
  line({ LineItemId: 7, LineNumber: 7, ItemName: 'Iced Tea', Price: 3.25, IsDeleted: true }),
];

const paymentsFixture: TicketPayment[] = [
  {
    Description: 'Visa 4242',
    PaymentType: 'CREDIT',
    PaymentAmount: 30,
    TipAmount: 6,
    AdditionalPaymentInfo: 'Auth 82213',
    TransactionId: 'TX-99812',
  },
  {
    Description: 'Cash',
    PaymentType: 'CASH',
    PaymentAmount: 17.64,
    TipAmount: 0,
    AdditionalPaymentInfo: null,
    TransactionId: null,
  },
];

const taxesFixture: TicketTax[] = [
  { RuleName: 'Maine sales tax', TaxRate: 5.5, TaxAmount: 2.12 },
  { RuleName: 'Prepared food', TaxRate: 2.75, TaxAmount: 1.05 },
];

const notesFixture: TicketNote[] = [
  { SequenceNumber: 1, Note: 'Allergy: shellfish for one guest — packed separately.' },
  { SequenceNumber: 2, Note: 'Customer asked for extra napkins.' },
];

/** A pay-out: no receipt, a reason and a comment, no customer. */
const payOutFixture: TicketDetail = {
  ...zeroAmounts,
  ...noCustomer,
  DocumentId: 81240,
  StoreId: 2001,
  StoreName: 'Harbor Downtown',
  TimeZone: 'America/New_York',
  TransactionType: 'P',
  TransactionTypeCode: 'P',
  TicketDate: '2026-11-20T14:05:00.000Z',
  TicketNumber: 1050,
  CheckNumber: null,
  UserName: 'Morgan Lee',
  SalesAssociateName: null,
  Station: 'Register 1',
  SellingLocation: null,
  TicketTime: '09:05:00',
  BusinessDate: '2026-11-20',
  OrderName: null,
  OrderDueDateTime: null,
  PayinReason: null,
  PayinComment: null,
  PayoutReason: 'Supplies',
  PayoutComment: 'Ice for the raw bar',
  ExternalReferenceNumber: null,
  OrderStatus: null,
  LastPrintedUtcDateTime: null,
  SubTotalAmount: 0,
  GiftCardAmount: 0,
  TaxAmount: 0,
  TotalAmount: 18.5,
  TenderAmount: 18.5,
};

const receiptFixture = sanitiseReceipt(`<!doctype html><html><head><style>
body { font: 14px/1.4 monospace; margin: 16px; } .r { text-align: right; } h1 { font-size: 16px; text-align: center; }
</style></head><body><h1>Harbor Downtown</h1><p>Ticket 1047 · 11/20/2026 12:41</p>
<table width="100%"><tr><td>Lobster Roll</td><td class="r">$24.00</td></tr>
<tr><td>&nbsp;&nbsp;Extra butter</td><td class="r">$1.50</td></tr>
<tr><td><b>Total</b></td><td class="r"><b>$47.64</b></td></tr></table>
<script>alert('never runs')</script></body></html>`);

const emailIdle: ReceiptEmailProps = {
  address: '',
  onAddressChange: () => {},
  error: 'ReceiptPreview.EmailInvalid',
  sendState: 'default',
  sentTo: null,
  failure: null,
  offline: false,
  onSend: () => {},
};

interface StoryArgs {
  detail: TicketDetail;
  companyView: boolean;
  tab: TicketTab;
  email: ReceiptEmailProps;
  notes: TicketNote[];
}

/** The page with its tab held in state and each tab's pure part over the fixtures. */
function TicketStory({ detail, companyView, tab: initial, email, notes }: StoryArgs) {
  const [tab, setTab] = useState<TicketTab>(initial);
  return (
    <TicketDetailPage
      detail={detail}
      tab={tab}
      onTabChange={setTab}
      onClose={() => {}}
      panels={{
        details: <DetailsTab detail={detail} companyView={companyView} />,
        lines: <LinesTab lines={linesFixture} />,
        payments: <PaymentsTab payments={paymentsFixture} />,
        taxes: <TaxesTab taxes={taxesFixture} />,
        notes: <NotesTab notes={notes} />,
        receipt: (
          <ReceiptTab
            html={receiptFixture}
            ticketNumber={detail.TicketNumber}
            onPrint={() => {}}
            printBlocked={false}
            email={email}
          />
        ),
      }}
    />
  );
}

const meta = {
  title: 'Pages/TicketDetail',
  component: TicketStory,
  decorators: [withIntl],
  args: { detail: saleFixture, companyView: false, tab: 'details', email: emailIdle, notes: notesFixture },
} satisfies Meta<typeof TicketStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sale of an online order: the ticket, the people, the order and its status, the contact, the amounts. */
export const Sale: Story = {};
/** Company view: the customer's name, number, e-mail and contact are not shown. */
export const SaleCompanyView: Story = { args: { companyView: true } };
/** Lines: modifiers under their item, a weighed item in pounds, a price override, a deleted line. */
export const Lines: Story = { args: { tab: 'lines' } };
export const Payments: Story = { args: { tab: 'payments' } };
export const Taxes: Story = { args: { tab: 'taxes' } };
export const NoNotes: Story = { args: { tab: 'notes', notes: [] } };
/** The receipt, sanitised (its script is gone), in a sandboxed frame, with Print and the e-mail form. */
export const Receipt: Story = { args: { tab: 'receipt' } };
/** The receipt was just e-mailed. */
export const ReceiptSent: Story = {
  args: {
    tab: 'receipt',
    email: {
      ...emailIdle,
      address: 'dana@example.com',
      error: null,
      sendState: 'success',
      sentTo: 'dana@example.com',
    },
  },
};
/** Offline: the e-mail cannot be sent. */
export const ReceiptOffline: Story = {
  args: { tab: 'receipt', email: { ...emailIdle, address: 'dana@example.com', error: null, offline: true } },
};
/** A pay-out: its reason and comment; the receipt tab is disabled. */
export const PayOut: Story = { args: { detail: payOutFixture } };
