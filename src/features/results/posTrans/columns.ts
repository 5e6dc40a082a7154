import type { DataGridColumn } from '../../../../design-system';
import type { KeySuffix } from '../../../../i18n/intl';
import { type PosTransactionRow, toUsDate } from '../../../domain/posTransactions';
import { type T, ticketDateTime, transactionTypeName } from './ticketText';

/**
 * The list's columns (§3 "POS transaction list row", in its order): the Store column only in company
 * view, where the list holds several stores' tickets, and the Customer column only in a store's view
 * (issue 22 §3). Every column of the row sorts on the server. A ticket's time is its store's clock's,
 * with the zone where the stores in view differ (`showZone`).
 */
export function posColumns(
  t: T,
  money: (amount: number) => string,
  companyView: boolean,
  showZone: boolean,
): DataGridColumn<PosTransactionRow>[] {
  const column = (
    id: Extract<keyof PosTransactionRow, KeySuffix<'PosTransactions.Column.'>>,
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
    column('TicketDate', (r) => ticketDateTime(r.TicketDate, r.TimeZone, showZone)),
    ...(companyView ? [column('StoreName', (r) => r.StoreName, { hideBelow: 'tablet' })] : []),
    column('OrderName', (r) => r.OrderName ?? '', { hideBelow: 'large' }),
    column('TicketNumber', (r) => r.TicketNumber, { align: 'right' }),
    column('CheckNumber', (r) => r.CheckNumber ?? '', { align: 'right', hideBelow: 'large' }),
    column('TransactionType', (r) => transactionTypeName(t, r.TransactionType)),
    // company view: no customer, as in the detail and on the receipt (the server sends none)
    ...(companyView ? [] : [column('CustomerName', (r) => r.CustomerName ?? '', { hideBelow: 'tablet' })]),
    column('TotalAmount', (r) => money(r.TotalAmount), { align: 'right' }),
    column('UserName', (r) => r.UserName, { hideBelow: 'large' }),
    column('Station', (r) => r.Station, { hideBelow: 'large' }),
    column('BusinessDate', (r) => toUsDate(r.BusinessDate), { hideBelow: 'tablet' }),
  ];
}
