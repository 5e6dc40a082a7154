/**
 * POS transactions (2-menu-and-reports.md §2–§9, "POS transactions"): the search's choices (date
 * presets, ticket filters, search-by columns, sort columns), the shapes of the TicketViewer answers,
 * and the rules the portal and the server share (what company view hides, when a receipt exists).
 * The request schemas are in posTransactionRequests.ts (yup stays out of this file). Dates are
 * business dates written YYYY-MM-DD; the page shows them MM/dd/yyyy (§2).
 */
import { TransactionType } from './enums';
import type { TicketAmounts } from './ticketAmounts';
import { addDays, type DateRange, isIsoDate, type Today, viewPeriod } from './calendar';
import { type DateRangeProblem, dateRangeProblem, MAX_PERIOD_DAYS } from './myStore';

// ---- the date control (§2, §9: Today, Yesterday, Last 7 days, Last 30 days; offsets 0, -1, -6, -29)

export const datePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];
export const DEFAULT_DATE_PRESET: DatePreset = 'today';

/** The longest range a search or an export answers, in days (the demo keeps 400 days of tickets). */
export const MAX_SEARCH_DAYS = MAX_PERIOD_DAYS;

export interface TicketDateRange {
  FromDate: string;
  ToDate: string;
}

/** A preset's days on a store's business day: From is the day plus the preset's offset; To the day, or the day before for Yesterday. */
export function datePresetPeriod(preset: DatePreset, day: string): DateRange {
  switch (preset) {
    case 'today':
      return { From: day, To: day };
    case 'yesterday':
      return { From: addDays(day, -1), To: addDays(day, -1) };
    case 'last7':
      return { From: addDays(day, -6), To: day };
    case 'last30':
      return { From: addDays(day, -29), To: day };
  }
}

/**
 * A preset's From and To on `today`, the business day of the store in view; in a company view of
 * stores whose days differ (calendar.ts ViewToday), from the first store's first day to the last
 * one's last (each store counts its own: the request names the preset, DatePreset).
 */
export function datePresetRange(preset: DatePreset, today: Today): TicketDateRange {
  const range = viewPeriod((day) => datePresetPeriod(preset, day), today);
  return { FromDate: range.From, ToDate: range.To };
}

/** The preset a range is, today; null for a custom range. */
export function presetOfRange(range: TicketDateRange, today: Today): DatePreset | null {
  return (
    datePresets.find((p) => {
      const r = datePresetRange(p, today);
      return r.FromDate === range.FromDate && r.ToDate === range.ToDate;
    }) ?? null
  );
}

const rangeErrorKeys = {
  invalid: 'PosTransactions.DateInvalid',
  toBeforeFrom: 'PosTransactions.ToBeforeFrom',
  tooLong: 'PosTransactions.RangeTooLong',
} as const satisfies Record<DateRangeProblem, string>;

/** What is wrong with a range (a catalogue key), or null (§5: To cannot be before From). */
export function rangeError(range: TicketDateRange): (typeof rangeErrorKeys)[DateRangeProblem] | null {
  const problem = dateRangeProblem(range.FromDate, range.ToDate, MAX_SEARCH_DAYS);
  return problem && rangeErrorKeys[problem];
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** YYYY-MM-DD → MM/dd/yyyy (§2's display format). */
export function toUsDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** MM/dd/yyyy → YYYY-MM-DD; null when it is not a real date in that format. */
export function fromUsDate(us: string): string | null {
  const m = US_DATE.exec(us.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return isIsoDate(iso) ? iso : null;
}

// ---- the ticket filter (§2, §4: choosing one sets TicketFilter, and SearchArg2 for Sale or Refund)

export const ticketFilters = ['all', 'saleOrRefund', 'sale', 'refund', 'payIn', 'payOut', 'deleted'] as const;
export type TicketFilterChoice = (typeof ticketFilters)[number];

/**
 * The request's TicketFilter and SearchArg2 of each choice: a transaction type code, and the second
 * one of Sale or Refund. All is every ticket but the deleted ones (docs/decisions.md "POS
 * transactions").
 */
export const ticketFilterArguments: Record<TicketFilterChoice, { TicketFilter: string; SearchArg2: string }> =
  {
    all: { TicketFilter: '', SearchArg2: '' },
    saleOrRefund: { TicketFilter: TransactionType.Sale, SearchArg2: TransactionType.Refund },
    sale: { TicketFilter: TransactionType.Sale, SearchArg2: '' },
    refund: { TicketFilter: TransactionType.Refund, SearchArg2: '' },
    payIn: { TicketFilter: TransactionType.PayIn, SearchArg2: '' },
    payOut: { TicketFilter: TransactionType.PayOut, SearchArg2: '' },
    deleted: { TicketFilter: TransactionType.DeletedTicket, SearchArg2: '' },
  };

/** The TicketFilter values a request may carry, and the SearchArg2 values. */
export const TICKET_FILTER_VALUES = ['', 'S', 'R', 'I', 'P', 'V'] as const;
export const SEARCH_ARG2_VALUES = ['', 'R'] as const;

/** The transaction types a TicketFilter and SearchArg2 select (All: every type but deleted tickets). */
export function selectedTypes(ticketFilter: string, searchArg2: string): string[] {
  if (ticketFilter === '')
    return [TransactionType.Sale, TransactionType.Refund, TransactionType.PayIn, TransactionType.PayOut];
  return searchArg2 === '' ? [ticketFilter] : [ticketFilter, searchArg2];
}

/** The search's filters (§3): what the list sends beside its paging, and what the exports take. */
export interface PosSearchFilters extends TicketDateRange {
  /** The preset the dates are, today (each store then counts its own days), or null. */
  DatePreset: DatePreset | null;
  TicketFilter: string;
  SearchArg2: string;
  SearchColumnFilter: string;
  /** The search text. */
  SearchArg: string;
}

// ---- search by (§3 SearchColumnFilter; the choice shows behind the get-sales-ticket flag, §2)

export const searchColumns = [
  'all',
  'ticket_number',
  'customer_number',
  'customer_name',
  'contact_name',
  'description',
  'item_name',
  'amount',
  'user_name',
  'externalreference_number',
  'contact_phone',
  'storedevice_name',
  'barcode',
  'creditcard_name',
  'check_number',
] as const;
export type SearchColumn = (typeof searchColumns)[number];

/** The columns searched by an exact number (the others: case-insensitive "contains"). */
export const numericSearchColumns: readonly SearchColumn[] = ['ticket_number', 'check_number', 'amount'];

// ---- the list (§3 "POS transaction list row"; §9 page size 25)

export const POS_TRANSACTION_SORT = [
  'TicketDate',
  'OrderName',
  'TicketNumber',
  'CheckNumber',
  'TransactionType',
  'CustomerName',
  'TotalAmount',
  'UserName',
  'Station',
  'BusinessDate',
] as const;
export type PosTransactionSortColumn = (typeof POS_TRANSACTION_SORT)[number];
/** Newest first, as the export (§7). */
export const DEFAULT_POS_SORT = { column: 'TicketDate', direction: 'desc' } as const;

export interface PosTransactionRow {
  /** The ticket's DocumentId (§3: "id from DocumentId"). */
  id: number;
  TicketDate: string;
  OrderName: string | null;
  TicketNumber: number;
  CheckNumber: number | null;
  /** The transaction type code (S, R, I, P, V); the portal shows its name. */
  TransactionType: string;
  CustomerName: string | null;
  TotalAmount: number;
  UserName: string;
  Station: string;
  BusinessDate: string;
  StoreId: number;
  /** The store's name: a column in company view, where the list holds several stores' tickets. */
  StoreName: string;
  /** The store's time zone (IANA): TicketDate is shown on its clock. */
  TimeZone: string;
}

/** The figures of the whole filtered set, for the summary above the list. */
export interface PosTransactionSummary {
  TicketCount: number;
  /** The set's net sales: the one definition of src/domain/netSales.ts, as the reports count it. */
  NetSalesAmount: number;
  /** Σ TotalAmount of the sales in the set: what they came to, tax, charges and gratuity included. */
  SalesAmount: number;
  /** Σ TotalAmount of the refunds in the set (positive). */
  RefundsAmount: number;
}

/** The search's answer: the contract's page plus the summary. */
export interface PosTransactionSearchAnswer {
  ResultSet: PosTransactionRow[];
  TotalRowCount: number;
  Summary: PosTransactionSummary;
}

// ---- the ticket (§3 "Ticket detail", "Ticket line item", "Ticket payment", "Ticket tax", "Ticket note")

/** The ticket detail (§3): its identity, people, order and contact, and its amounts (ticketAmounts.ts). */
export interface TicketDetail extends TicketAmounts {
  DocumentId: number;
  StoreId: number;
  StoreName: string;
  /** The store's time zone (IANA): TicketTime is its clock's, and every time of the ticket is shown on it. */
  TimeZone: string;
  TransactionType: string;
  TransactionTypeCode: string;
  TicketDate: string;
  TicketNumber: number;
  CheckNumber: number | null;
  CustomerName: string | null;
  CustomerNumber: string | null;
  UserName: string;
  SalesAssociateName: string | null;
  Station: string;
  SellingLocation: string | null;
  /** HH:mm:ss, the ticket's time of day on its store's clock. */
  TicketTime: string;
  BusinessDate: string;
  OrderName: string | null;
  OrderDueDateTime: string | null;
  CustomerEmailAddress: string | null;
  PayinReason: string | null;
  PayinComment: string | null;
  PayoutReason: string | null;
  PayoutComment: string | null;
  ExternalReferenceNumber: string | null;
  OrderStatus: number | null;
  LastPrintedUtcDateTime: string | null;
  ContactName: string | null;
  ContactPhone: string | null;
  ContactAddress1: string | null;
  ContactAddress2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/**
 * The detail's fields about the customer, left out (null) in company view: the server does not
 * send them and the receipt does not print them (§6: customer information is not in company view's
 * receipts; §2: some ticket fields are hidden depending on the view level).
 */
export const customerFields = [
  'CustomerName',
  'CustomerNumber',
  'CustomerEmailAddress',
  'ContactName',
  'ContactPhone',
  'ContactAddress1',
  'ContactAddress2',
  'city',
  'state',
  'zip',
] as const satisfies readonly (keyof TicketDetail)[];

/**
 * The order statuses (§3 "Order statuses", numeric 0–15): a detail's OrderStatus is an index into
 * this list. The portal shows the status's name (catalogue key `TicketDetail.OrderStatus.<name>`).
 */
export const orderStatuses = [
  'ReceivedForFulfillment',
  'InFulfillment',
  'Finished',
  'Expired',
  'Closed',
  'InProgress',
  'ReadyForValidation',
  'Validated',
  'OrderPlaced',
  'OrderUpdated',
  'ReadyForPickup',
  'InTransit',
  'RejectedForFulfillment',
  'Canceled',
  'Abandoned',
  'Error',
] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/** The name of an order status number, or null when there is none or it is out of the list. */
export function orderStatusName(status: number | null): OrderStatusName | null {
  return status === null ? null : (orderStatuses[status] ?? null);
}

export interface TicketLine {
  /** The line's id: what a modifier line's ParentLineItemId names. */
  LineItemId: number;
  LineNumber: number;
  ItemName: string;
  ItemNumber: string | null;
  Description: string;
  QuantitySold: number;
  IsSoldByWeight: boolean;
  IsManualWeight: boolean;
  /** I an item, M a modifier (a child line of its ParentLineItemId). */
  LineType: string;
  LineTypeExtension: string | null;
  LineDiscount: number;
  TicketDiscount: number;
  Price: number;
  ParentLineItemId: number | null;
  IsPriceOverride: boolean;
  /** Deleted on the ticket before it was paid: struck through, counted nowhere. */
  IsDeleted: boolean;
}

export interface TicketPayment {
  Description: string;
  PaymentType: string;
  PaymentAmount: number;
  TipAmount: number;
  AdditionalPaymentInfo: string | null;
  TransactionId: string | null;
}

export interface TicketTax {
  RuleName: string;
  /** Percent. */
  TaxRate: number;
  TaxAmount: number;
}

export interface TicketNote {
  SequenceNumber: number;
  Note: string;
}

/** The receipt preview (§3 "Receipt response"). */
export interface ReceiptAnswer {
  IsSuccessful: boolean;
  HtmlReceipt: string;
}

/** §4: the receipt preview is disabled for pay-in, pay-out and deleted tickets. */
export function hasReceipt(transactionTypeCode: string): boolean {
  return !(
    [TransactionType.PayIn, TransactionType.PayOut, TransactionType.DeletedTicket] as string[]
  ).includes(transactionTypeCode);
}

/** §9: the receipt window prints 500 ms after it opens. */
export const RECEIPT_PRINT_DELAY_MS = 500;

// ---- the exports (§7, §9: two files, page size up to 100000, newest first)

export const EXPORT_TYPE_CODES = { posTransactions: 'pt', ticketDetail: 'td' } as const;
export type ExportTypeCode = (typeof EXPORT_TYPE_CODES)[keyof typeof EXPORT_TYPE_CODES];
export const MAX_EXPORT_ROWS = 100_000;

/**
 * The money columns of "POS Trans", its last, written with two decimals: every amount of the ticket,
 * so that a row reconciles (issue 22 §3): SubTotal − Discount + Charges + CCSurcharges + Donations +
 * Tax + Gratuity + GratuityTax = Total (ticketAmounts.ts); the tip is paid on top and the rounding
 * with the cash. GiftCard is the part of the subtotal sold as gift cards; NetSales is what the ticket
 * adds to net sales (netSales.ts: a refund's is negative), so the column adds up to the reports'.
 */
export const posTransMoneyColumns = [
  'SubTotalAmount',
  'GiftCardAmount',
  'DiscountAmount',
  'ChargesAmount',
  'CCSurchargesAmount',
  'DonationsAmount',
  'TaxAmount',
  'GratuityAmount',
  'GratuityTaxAmount',
  'TotalAmount',
  'TipAmount',
  'PaymentRoundedAmount',
  'NetSales',
] as const;

/**
 * The columns of "POS Trans": one row a ticket (docs/api.md "Exports"), its identity then its
 * amounts. TicketDate is the store's local date and time (its date is the business date), TimeZone
 * the store's.
 */
export const posTransExportColumns = [
  'BusinessDate',
  'TicketDate',
  'TimeZone',
  'StoreName',
  'TicketNumber',
  'CheckNumber',
  'TransactionType',
  'OrderName',
  'CustomerName',
  'UserName',
  'Station',
  ...posTransMoneyColumns,
] as const;
export type PosTransExportColumn = (typeof posTransExportColumns)[number];

/** The columns of "Ticket Detail": one row a ticket line, with its ticket's identity. */
export const ticketDetailExportColumns = [
  'BusinessDate',
  'TicketDate',
  'TimeZone',
  'StoreName',
  'TicketNumber',
  'TransactionType',
  'LineNumber',
  'LineType',
  'ItemNumber',
  'ItemName',
  'QuantitySold',
  'Price',
  'LineDiscount',
  'TicketDiscount',
  'IsPriceOverride',
  'IsDeleted',
] as const;

/** An export's columns; company view leaves the customer's out of "POS Trans", as it does of the receipt. */
export function exportColumns(code: ExportTypeCode, companyView = false): readonly string[] {
  if (code !== EXPORT_TYPE_CODES.posTransactions) return ticketDetailExportColumns;
  const hidden: readonly string[] = companyView ? customerFields : [];
  return posTransExportColumns.filter((column) => !hidden.includes(column));
}

/** The file's name: "POS Trans" or "Ticket Detail" with the date range (MM-dd-yyyy, no slashes). */
export function exportFileName(code: ExportTypeCode, range: TicketDateRange): string {
  const name = code === EXPORT_TYPE_CODES.posTransactions ? 'POS Trans' : 'Ticket Detail';
  const day = (iso: string) => toUsDate(iso).replaceAll('/', '-');
  return `${name} ${day(range.FromDate)} to ${day(range.ToDate)}.csv`;
}
