import { clockTime } from '../../../../i18n/enUsFormat';
import type { Translate } from '../../../../i18n/intl';
import { TransactionType } from '../../../domain/enums';
import { toUsDate } from '../../../domain/posTransactions';

/**
 * How the list and the ticket write a ticket's type and times: the one place, so the same ticket
 * reads the same beside the list and in its panel.
 */
export type T = Translate;

/**
 * A ticket's date and time: MM/dd/yyyy (§2) and its time of day as the business day counts it (UTC,
 * as the business date: myStore.ts), written without Intl (i18n/enUsFormat.ts).
 */
export function ticketDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${toUsDate(date.toISOString().slice(0, 10))} ${clockTime(date.getUTCHours(), date.getUTCMinutes())}`;
}

/** A transaction type's name (S Sale, R Refund, I Pay In, P Pay Out, V Deleted); its code if unknown. */
export function transactionTypeName(t: T, code: string): string {
  return isTransactionType(code) ? t(`PosTransactions.Type.${code}`) : code;
}

type TransactionTypeCode = (typeof TransactionType)[keyof typeof TransactionType];
const transactionTypes: readonly string[] = Object.values(TransactionType);
const isTransactionType = (code: string): code is TransactionTypeCode => transactionTypes.includes(code);
