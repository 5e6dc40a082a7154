import type { ApiResult } from '../domain/contract';
import type {
  ReceiptAnswer,
  TicketDetail,
  TicketLine,
  TicketNote,
  TicketPayment,
  TicketTax,
} from '../domain/posTransactions';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The ticket viewer's and the receipt's calls (2-menu-and-reports.md §7; docs/api.md "POS transactions"). */
export const ticketViewerPaths = {
  detail: 'TicketViewer/GetTicketDetail2',
  lines: 'TicketViewer/GetTicketLines',
  payments: 'TicketViewer/GetTicketPayments',
  taxes: 'TicketViewer/GetTicketTaxes',
  notes: 'TicketViewer/GetTicketNotes',
  receipt: 'ReceiptPreview/GetReceiptPreview',
  sendEmail: 'ReceiptPreview/SendEmailReceipt',
} as const;

/** The answers of a viewed ticket: its five tabs and its receipt. */
const ticketReads = [
  ticketViewerPaths.detail,
  ticketViewerPaths.lines,
  ticketViewerPaths.payments,
  ticketViewerPaths.taxes,
  ticketViewerPaths.notes,
  ticketViewerPaths.receipt,
];
/** The last-viewed tickets the device keeps for offline reading, each with every tab and its receipt (issue 8). */
export const KEPT_TICKETS = 50;
export const ANSWERS_PER_TICKET = ticketReads.length;

/** Whether a cache key (SWR's serialised key: @"path",body,scope,) is the answer of a ticket's read. */
export function isTicketAnswerKey(key: string): boolean {
  return ticketReads.some((path) => key.startsWith(`@"${path}"`));
}

/** The receipt's body (§7): the customer unless company view, the notes, never an order or return ticket. */
export interface ReceiptRequest {
  DocumentId: number;
  IncludeCustomerInfo: boolean;
  IncludeNotes: true;
  IsOrderTicket: false;
  IsReturnTicket: false;
}

export interface SendEmailReceiptRequest extends ReceiptRequest {
  EmailAddress: string;
}

/** The receipt request of a ticket: company view leaves the customer out (§6). */
export function receiptRequest(documentId: number, companyView: boolean): ReceiptRequest {
  return {
    DocumentId: documentId,
    IncludeCustomerInfo: !companyView,
    IncludeNotes: true,
    IsOrderTicket: false,
    IsReturnTicket: false,
  };
}

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const ticketViewerApi = {
  sendEmailReceipt: (body: SendEmailReceiptRequest, options?: RequestOptions) =>
    http.write<ApiResult & { Message?: string | null }>(ticketViewerPaths.sendEmail, body, options),
};

/**
 * One ticket read of the viewer: the body is the DocumentId alone, so the cached answer's key is the
 * same however the ticket was opened (the persisted cache keeps the last-viewed tickets offline).
 * Its tab says a failure itself (silent: not a second time in a toast).
 */
function useTicketRead<T>(path: string, documentId: number | null) {
  return useApiRead<T>(documentId === null ? null : path, { DocumentId: documentId }, { silent: true });
}

export const useTicketDetail = (documentId: number | null) =>
  useTicketRead<ApiResult<TicketDetail>>(ticketViewerPaths.detail, documentId);

export const useTicketLines = (documentId: number | null) =>
  useTicketRead<ApiResult<{ LineItems: TicketLine[] }>>(ticketViewerPaths.lines, documentId);

export const useTicketPayments = (documentId: number | null) =>
  useTicketRead<ApiResult<{ Payments: TicketPayment[] }>>(ticketViewerPaths.payments, documentId);

export const useTicketTaxes = (documentId: number | null) =>
  useTicketRead<ApiResult<{ Taxes: TicketTax[] }>>(ticketViewerPaths.taxes, documentId);

export const useTicketNotes = (documentId: number | null) =>
  useTicketRead<ApiResult<TicketNote[]>>(ticketViewerPaths.notes, documentId);

/**
 * The receipt preview (null pauses: asked only once its tab is selected, §4). Its tab says a failure
 * (ReceiptPreview.RetrieveError) itself: silent, so it is not said a second time in a toast.
 */
export function useReceiptPreview(request: ReceiptRequest | null) {
  return useApiRead<ReceiptAnswer>(
    request === null ? null : ticketViewerPaths.receipt,
    request ?? undefined,
    { silent: true },
  );
}
