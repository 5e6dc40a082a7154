import type { DataGridColumn } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { TicketTax } from '../../../../domain/posTransactions';
import { TicketGrid } from './TicketGrid';

export interface TaxesTabProps {
  taxes: TicketTax[];
}

/** The taxes tab (§3 "Ticket tax"): each rule, its rate in percent and its amount. */
export function TaxesTab({ taxes }: TaxesTabProps) {
  const { t, money, intl } = useT();
  const rate = (percent: number) =>
    intl.formatNumber(percent / 100, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
  const columns: DataGridColumn<TicketTax>[] = [
    { id: 'rule', header: t('TicketDetail.Tax.Rule'), accessor: (x) => x.RuleName },
    { id: 'rate', header: t('TicketDetail.Tax.Rate'), accessor: (x) => rate(x.TaxRate), align: 'right' },
    {
      id: 'amount',
      header: t('TicketDetail.Tax.Amount'),
      accessor: (x) => money(x.TaxAmount),
      align: 'right',
    },
  ];
  return (
    <TicketGrid
      label={t('TicketDetail.TaxesLabel')}
      columns={columns}
      rows={taxes}
      getRowId={(x) => `${x.RuleName}-${taxes.indexOf(x)}`}
      emptyText={t('TicketDetail.NoTaxes')}
    />
  );
}
