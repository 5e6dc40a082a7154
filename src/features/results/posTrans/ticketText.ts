import { storeDateTime, storeTimeOfDay } from '../../../../i18n/storeTimeFormat';
import type { Translate } from '../../../../i18n/intl';
import { TransactionType } from '../../../domain/enums';

/**
 * How the list and the ticket write a ticket's type and times: the one place, so the same ticket
 * reads the same beside the list and in its panel.
 */
export type T = Translate;

/**
 * A ticket's date and time on its store's clock (`timeZone`, the answer's TimeZone): MM/dd/yyyy (§2)
 * and the time of day (11/20/2026 6:00 PM), with the zone's short name where the stores in view keep
 * different clocks (`withZone`: 6:00 PM EST). The one writer of i18n/enUsFormat.ts, which the
 * printed and e-mailed receipt use too.
 */
export function ticketDateTime(iso: string, timeZone: string, withZone = false): string {
  return storeDateTime(iso, timeZone, withZone);
}

/** A ticket's TicketTime (18:00:23 on its store's clock) as the ticket writes times: 6:00:23 PM (EST). */
export function ticketTimeOfDay(
  time: string,
  ticketDate: string,
  timeZone: string,
  withZone = false,
): string {
  return storeTimeOfDay(time, timeZone, ticketDate, withZone);
}

/** A transaction type's name (S Sale, R Refund, I Pay In, P Pay Out, V Deleted); its code if unknown. */
export function transactionTypeName(t: T, code: string): string {
  return isTransactionType(code) ? t(`PosTransactions.Type.${code}`) : code;
}

type TransactionTypeCode = (typeof TransactionType)[keyof typeof TransactionType];
const transactionTypes: readonly string[] = Object.values(TransactionType);
const isTransactionType = (code: string): code is TransactionTypeCode => transactionTypes.includes(code);
