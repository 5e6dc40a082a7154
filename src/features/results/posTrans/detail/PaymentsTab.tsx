import type { DataGridColumn } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { TicketPayment } from '../../../../domain/posTransactions';
import { TicketGrid } from './TicketGrid';

export interface PaymentsTabProps {
  payments: TicketPayment[];
}

/** The payments tab (§3 "Ticket payment"): each tender with its tip and its card details. */
export function PaymentsTab({ payments }: PaymentsTabProps) {
  const { t, nameOf, money } = useT();
  const columns: DataGridColumn<TicketPayment>[] = [
    { id: 'description', header: t('TicketDetail.Payment.Description'), accessor: (p) => p.Description },
    {
      id: 'type',
      header: t('TicketDetail.Payment.Type'),
      accessor: (p) => nameOf('PaymentType', p.PaymentType),
    },
    {
      id: 'amount',
      header: t('TicketDetail.Payment.Amount'),
      accessor: (p) => money(p.PaymentAmount),
      align: 'right',
    },
    { id: 'tip', header: t('TicketDetail.Payment.Tip'), accessor: (p) => money(p.TipAmount), align: 'right' },
    {
      id: 'info',
      header: t('TicketDetail.Payment.Info'),
      accessor: (p) => p.AdditionalPaymentInfo ?? '',
      hideBelow: 'tablet',
    },
    {
      id: 'transaction',
      header: t('TicketDetail.Payment.TransactionId'),
      accessor: (p) => p.TransactionId ?? '',
      hideBelow: 'large',
    },
  ];
  return (
    <TicketGrid
      label={t('TicketDetail.PaymentsLabel')}
      columns={columns}
      rows={payments}
      getRowId={(p) => `${p.PaymentType}-${p.TransactionId ?? ''}-${payments.indexOf(p)}`}
      emptyText={t('TicketDetail.NoPayments')}
    />
  );
}
