import type { DataGridColumn } from '../../../../design-system';
import { locale } from '../../../../i18n/intl';
import { type PosTransactionRow, toUsDate } from '../../../domain/posTransactions';

type T = (key: string, values?: Record<string, string | number>) => string;

/** A ticket's time of day as the business day counts it (UTC, as the business date: myStore.ts). */
const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** A ticket's date and time: MM/dd/yyyy (§2) and its time. */
export function ticketDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${toUsDate(date.toISOString().slice(0, 10))} ${timeFormat.format(date)}`;
}

/** A transaction type's name (S Sale, R Refund, I Pay In, P Pay Out, V Deleted); its code if unknown. */
export function transactionTypeName(t: T, code: string): string {
  const key = `PosTransactions.Type.${code}`;
  const name = t(key);
  return name.includes(key) ? code : name;
}

/**
 * The list's columns (§3 "POS transaction list row", in its order): the Store column only in company
 * view, where the list holds several stores' tickets. Every column of the row sorts on the server.
 */
export function posColumns(
  t: T,
  money: (amount: number) => string,
  companyView: boolean,
): DataGridColumn<PosTransactionRow>[] {
  const column = (
    id: keyof PosTransactionRow,
    accessor: (r: PosTransactionRow) => string | number,
    more: Partial<DataGridColumn<PosTransactionRow>> = {},
  ): DataGridColumn<PosTransactionRow> => ({
    id,
    header: t(`PosTransactions.Column.${id}`),
    accessor,
    sortable: id !== 'StoreName',
    ...more,
  });
  return [
    column('TicketDate', (r) => ticketDateTime(r.TicketDate)),
    ...(companyView ? [column('StoreName', (r) => r.StoreName, { hideBelow: 'tablet' })] : []),
    column('OrderName', (r) => r.OrderName ?? '', { hideBelow: 'large' }),
    column('TicketNumber', (r) => r.TicketNumber, { align: 'right' }),
    column('CheckNumber', (r) => r.CheckNumber ?? '', { align: 'right', hideBelow: 'large' }),
    column('TransactionType', (r) => transactionTypeName(t, r.TransactionType)),
    column('CustomerName', (r) => r.CustomerName ?? '', { hideBelow: 'tablet' }),
    column('TotalAmount', (r) => money(r.TotalAmount), { align: 'right' }),
    column('UserName', (r) => r.UserName, { hideBelow: 'large' }),
    column('Station', (r) => r.Station, { hideBelow: 'large' }),
    column('BusinessDate', (r) => toUsDate(r.BusinessDate), { hideBelow: 'tablet' }),
  ];
}
