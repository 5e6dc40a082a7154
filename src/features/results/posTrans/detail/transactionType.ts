import type { useT } from '../../../../../i18n/IntlProvider';

/** A transaction type code's name (TicketDetail.TransactionType.<code>); an unknown code as it is. */
export function transactionTypeName(f: ReturnType<typeof useT>, code: string): string {
  const key = `TicketDetail.TransactionType.${code}`;
  return key in f.intl.messages ? f.t(key) : code;
}
