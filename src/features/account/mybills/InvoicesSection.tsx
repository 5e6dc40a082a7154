import { Badge, type BadgeTone, Card, type DataGridColumn, NativeSelect } from '../../../../design-system';
import {
  type InvoiceRow,
  type InvoiceSort,
  type InvoiceState,
  type InvoiceStatusFilter,
  invoiceStatusFilters,
} from '../../../domain/billing';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';
import type { BillsFormat } from './format';

export interface InvoicesSectionProps {
  f: BillsFormat;
  list: ListState;
  paged: PagedList<InvoiceRow>;
  status: InvoiceStatusFilter;
  onStatusChange: (status: InvoiceStatusFilter) => void;
}

const stateTone: Record<InvoiceState, BadgeTone> = { open: 'info', overdue: 'critical', paid: 'positive' };

function columnsOf(f: BillsFormat): DataGridColumn<InvoiceRow>[] {
  const sortable = (id: InvoiceSort) => ({ id, sortable: true });
  return [
    { ...sortable('number'), header: f.t('MyBills.Column.Number'), accessor: (r) => r.InvoiceNumber },
    // the state second: on a phone it stays in view with the number (the grid scrolls sideways)
    {
      id: 'status',
      header: f.t('MyBills.Column.Status'),
      cell: (r) => <Badge tone={stateTone[r.State]}>{f.t(`MyBills.Invoice.${r.State}`)}</Badge>,
    },
    {
      ...sortable('store'),
      header: f.t('MyBills.Column.Store'),
      accessor: (r) => r.StoreName,
      hideBelow: 'tablet',
    },
    {
      id: 'period',
      header: f.t('MyBills.Column.Period'),
      accessor: (r) => f.t('MyBills.PeriodRange', { from: f.day(r.PeriodStart), to: f.day(r.PeriodEnd) }),
      hideBelow: 'large',
    },
    {
      ...sortable('issued'),
      header: f.t('MyBills.Column.Issued'),
      accessor: (r) => f.day(r.IssuedOn),
      hideBelow: 'large',
    },
    { ...sortable('due'), header: f.t('MyBills.Column.Due'), accessor: (r) => f.day(r.DueDate) },
    {
      ...sortable('amount'),
      header: f.t('MyBills.Column.Amount'),
      accessor: (r) => f.money(r.Amount),
      align: 'right',
    },
  ];
}

/** The merchant's invoices: the list scaffolding (page, size, sort and search in the URL) and a status filter. */
export function InvoicesSection({ f, list, paged, status, onStatusChange }: InvoicesSectionProps) {
  return (
    <Card title={f.t('MyBills.Invoices')}>
      <ListScreenLayout<InvoiceRow>
        label={f.t('MyBills.Invoices')}
        list={list}
        paged={paged}
        columns={columnsOf(f)}
        getRowId={(r) => String(r.InvoiceId)}
        searchLabel={f.t('MyBills.SearchInvoices')}
        actions={
          <NativeSelect
            label={f.t('MyBills.StatusFilter')}
            value={status}
            options={invoiceStatusFilters.map((s) => ({ value: s, label: f.t(`MyBills.Status.${s}`) }))}
            onChange={(e) => onStatusChange(e.target.value as InvoiceStatusFilter)}
          />
        }
        emptyText={f.t('MyBills.NoInvoices')}
        loadErrorFallback={f.t('MyBills.InvoicesFailed')}
      />
    </Card>
  );
}
