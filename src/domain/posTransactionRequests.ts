/**
 * The request bodies of POS transactions (2-menu-and-reports.md §3, §5, §7) as yup schemas: the
 * server reads them with these, the portal checks its date range and the receipt's e-mail address
 * with the same rules.
 */
import { pagedListSchema } from './paging';
import {
  EXPORT_TYPE_CODES,
  MAX_EXPORT_ROWS,
  POS_TRANSACTION_SORT,
  datePresets,
  SEARCH_ARG2_VALUES,
  TICKET_FILTER_VALUES,
  rangeError,
  searchColumns,
} from './posTransactions';
import { isIsoDate } from './myStore';
import { emptyOrEmailAddress, flag, id, integer, text, ValidationMessages, yup } from './validation';

const isoDate = () => text().test('date', 'PosTransactions.DateInvalid', (v) => v == null || isIsoDate(v));

/** From and To: real dates, To not before From (§5), at most MAX_SEARCH_DAYS days. */
function withRange<S extends yup.AnyObjectSchema>(schema: S): S {
  return schema.test('range', function (v: { FromDate?: string; ToDate?: string }) {
    if (!isIsoDate(v.FromDate) || !isIsoDate(v.ToDate)) return true;
    const error = rangeError({ FromDate: v.FromDate, ToDate: v.ToDate });
    return error === null || this.createError({ path: 'ToDate', message: error });
  }) as S;
}

const searchFields = {
  FromDate: isoDate().required('PosTransactions.DateInvalid'),
  ToDate: isoDate().required('PosTransactions.DateInvalid'),
  /**
   * The preset From–To are, when they are one (Today, Yesterday, Last 7 days, Last 30 days): then each
   * store counts its own days, its preset on its own business day (docs/decisions.md "The store's
   * clock"); null: From–To for every store.
   */
  DatePreset: text()
    .oneOf([...datePresets], 'PosTransactions.DateInvalid')
    .nullable()
    .default(null),
  TicketNumber: integer().min(0).nullable().default(null),
  BusinessDate: isoDate().nullable().default(null),
  TicketFilter: text()
    .oneOf([...TICKET_FILTER_VALUES], 'PosTransactions.TicketFilterInvalid')
    .default(''),
  SearchArg2: text()
    .oneOf([...SEARCH_ARG2_VALUES], 'PosTransactions.TicketFilterInvalid')
    .default(''),
  SearchColumnFilter: text()
    .oneOf([...searchColumns], 'PosTransactions.SearchColumnInvalid')
    .default('all'),
};

/** The transaction search (§3 "POS transaction search request"): the list's page and its filters. */
export const posTransactionSearchSchema = withRange(
  pagedListSchema(POS_TRANSACTION_SORT).shape(searchFields),
);
export type PosTransactionSearchRequest = yup.InferType<typeof posTransactionSearchSchema>;

/** The ticket viewer's body (§7): the ticket is its DocumentId; the other fields are accepted. */
export const ticketViewerSchema = yup.object({
  DocumentId: id().required('PosTransactions.TicketRequired'),
  TicketNumber: integer().min(0).nullable().default(null),
  BusinessDate: isoDate().nullable().default(null),
  FromDate: isoDate().nullable().default(null),
  ToDate: isoDate().nullable().default(null),
  PageRowCount: integer().min(1).max(1000).default(25),
  RequestedPageNum: integer().min(1).default(1),
});
export type TicketViewerRequest = yup.InferType<typeof ticketViewerSchema>;

/**
 * GetTickets (§7; what it answers is not shown): the tickets of a number, in a range, newest first —
 * the "go to ticket" lookup.
 */
export const ticketLookupSchema = withRange(
  yup.object({
    TicketNumber: integer().min(0).required('PosTransactions.TicketNumberRequired'),
    FromDate: isoDate().required('PosTransactions.DateInvalid'),
    ToDate: isoDate().required('PosTransactions.DateInvalid'),
    BusinessDate: isoDate().nullable().default(null),
    DocumentId: id().nullable().default(null),
    PageRowCount: integer().min(1).max(1000).default(25),
    RequestedPageNum: integer().min(1).default(1),
  }),
);

/** The receipt preview's body (§7). IncludeCustomerInfo is ignored in company view (§6). */
export const receiptPreviewSchema = yup.object({
  DocumentId: id().required('PosTransactions.TicketRequired'),
  TicketNumber: integer().min(0).nullable().default(null),
  BusinessDate: isoDate().nullable().default(null),
  IncludeCustomerInfo: flag().default(true),
  IncludeNotes: flag().default(true),
  IsOrderTicket: flag().default(false),
  IsReturnTicket: flag().default(false),
});

/** A control character (a line break: a header injection) or an address list's separator. */
function hasHeaderBreak(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ',;<>'.includes(ch));
}

/**
 * A receipt's e-mail address (§5: a standard e-mail pattern): one address, no line break or other
 * control character (a header injection), at most 254 characters.
 */
export const receiptEmailAddress = () =>
  text({ trim: true })
    .required('ReceiptPreview.EmailInvalid')
    .max(254, 'ReceiptPreview.EmailInvalid')
    .test('one-line', 'ReceiptPreview.EmailInvalid', (v) => v == null || !hasHeaderBreak(v))
    .test('email', ValidationMessages.email, emptyOrEmailAddress);

export const sendEmailReceiptSchema = receiptPreviewSchema.shape({
  EmailAddress: receiptEmailAddress(),
});

/**
 * The export's query (§7, §9): exportTypeCode, the search's filters, PageRowCount up to 100000,
 * newest first. Query values are text: numbers and booleans are read from their text here.
 */
export const posTransactionExportSchema = withRange(
  yup.object({
    exportTypeCode: text()
      .required('PosTransactions.ExportTypeInvalid')
      .oneOf(Object.values(EXPORT_TYPE_CODES), 'PosTransactions.ExportTypeInvalid'),
    ...searchFields,
    TicketNumber: text()
      .matches(/^\d{1,9}$/, 'PosTransactions.TicketNumberInvalid')
      .nullable()
      .default(null),
    SearchArg: text({ trim: true }).max(100).default(''),
    PageRowCount: text()
      .default(String(MAX_EXPORT_ROWS))
      .test(
        'rows',
        'PosTransactions.ExportTooLarge',
        (v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_EXPORT_ROWS,
      ),
    SortColumn: text().oneOf(['TicketDate'], 'Validation.SortColumn').default('TicketDate'),
    SortDirection: text().oneOf(['desc'], 'Validation.SortDirection').default('desc'),
    FutureOrdering: text().oneOf(['false'], 'PosTransactions.ExportOptionInvalid').default('false'),
    CashRounding: text().oneOf(['false'], 'PosTransactions.ExportOptionInvalid').default('false'),
  }),
);
export type PosTransactionExportRequest = yup.InferType<typeof posTransactionExportSchema>;
