import type { DateRange, TicketTotals } from '../../../src/domain/myStore';
import type { ReportGrouping } from '../../../src/domain/reports';
import type { Queryable } from '../db';
import { cents, totalsColumns, totalsOf, type TotalsRow, WITH_TICKETS } from './ticketTotals';

/**
 * The SQL of the reports (issue 9): one aggregate a grouping over the ticket totals of migration 020,
 * scoped to one merchant and some of its stores. Parameters: $1 merchant, $2 stores, $3 From, $4 To.
 */
export interface ReportScope {
  merchantId: number;
  storeIds: number[];
}

/** A group's sums: ticket totals (day, store), lines (item, modifier, department) or payments. */
export type GroupSums =
  | { kind: 'tickets'; totals: TicketTotals }
  | { kind: 'lines'; quantity: number; salesCents: number }
  | { kind: 'payments'; count: number; amountCents: number };

export interface ReportGroup {
  key: string;
  label: string;
  sums: GroupSums;
}

const SCOPE =
  't.merchant_id = $1 and t.store_id = any($2::int[]) and t.business_date between $3::date and $4::date';

/** The totals table, the group's key and label, and the sums of each grouping. */
interface GroupingSql {
  kind: GroupSums['kind'];
  from: string;
  key: string;
  label: string;
  sums: string;
  where?: string;
  having: string;
  sumsOf(row: Record<string, unknown>): GroupSums;
}

const ticketSums = (row: Record<string, unknown>): GroupSums => ({
  kind: 'tickets',
  totals: totalsOf(row as TotalsRow),
});
const lineSums = (row: Record<string, unknown>): GroupSums => ({
  kind: 'lines',
  quantity: Number(row.quantity),
  salesCents: Number(row.sales_cents),
});
/** Lines of sale tickets less those of refunds: a refunded item's sale is taken back. */
const LINES = `(coalesce(sum(t.quantity) filter (where t.transaction_type = 'S'), 0)
    - coalesce(sum(t.quantity) filter (where t.transaction_type = 'R'), 0))::float8 as quantity,
  ${cents('t.net_amount', "t.transaction_type = 'S'")} - ${cents('t.net_amount', "t.transaction_type = 'R'")} as sales_cents`;
const WITH_LINES = 'having sum(t.line_count) > 0';
/** Sale and refund tickets' item lines (I) or modifier lines (M). */
const saleLines = (lineType: 'I' | 'M') => `t.transaction_type in ('S', 'R') and t.line_type = '${lineType}'`;

const groupings: Record<ReportGrouping, GroupingSql> = {
  day: {
    kind: 'tickets',
    from: 'ticket_hour_totals t',
    key: "to_char(t.business_date, 'YYYY-MM-DD')",
    label: "to_char(t.business_date, 'YYYY-MM-DD')",
    sums: totalsColumns,
    having: WITH_TICKETS,
    sumsOf: ticketSums,
  },
  store: {
    kind: 'tickets',
    from: 'ticket_hour_totals t join stores s on s.store_id = t.store_id',
    key: 't.store_id::text',
    label: 's.name',
    sums: totalsColumns,
    having: WITH_TICKETS,
    sumsOf: ticketSums,
  },
  item: {
    kind: 'lines',
    from: 'ticket_item_day_totals t',
    key: "t.item_id || ':' || t.item_name",
    label: 't.item_name',
    sums: LINES,
    where: saleLines('I'),
    having: WITH_LINES,
    sumsOf: lineSums,
  },
  modifier: {
    kind: 'lines',
    from: 'ticket_item_day_totals t',
    key: 't.item_name',
    label: 't.item_name',
    sums: LINES,
    where: saleLines('M'),
    having: WITH_LINES,
    sumsOf: lineSums,
  },
  // the item's department today (an open item, or one without a category, has none: key 0, label '')
  department: {
    kind: 'lines',
    from: `ticket_item_day_totals t left join items i on i.item_master_id = t.item_id and i.merchant_id = t.merchant_id
      left join item_categories c on c.item_category_id = i.item_category_id
      left join departments d on d.department_id = c.department_id`,
    key: 'coalesce(d.department_id, 0)::text',
    label: "coalesce(d.name, '')",
    sums: LINES,
    where: saleLines('I'),
    having: WITH_LINES,
    sumsOf: lineSums,
  },
  paymentType: {
    kind: 'payments',
    from: 'ticket_payment_day_totals t',
    key: 't.payment_type',
    label: 't.payment_type',
    sums: `sum(t.payment_count)::int as count, ${cents('t.payment_amount')} as amount_cents`,
    where: "t.transaction_type = 'S'",
    having: 'having sum(t.payment_count) > 0',
    sumsOf: (row) => ({ kind: 'payments', count: Number(row.count), amountCents: Number(row.amount_cents) }),
  },
};

/** The kind of sums a grouping's groups have. */
export function sumsKindOf(grouping: ReportGrouping): GroupSums['kind'] {
  return groupings[grouping].kind;
}

/** The groups of a report's grouping over a period, in key order. */
export async function reportGroups(
  db: Queryable,
  scope: ReportScope,
  grouping: ReportGrouping,
  period: DateRange,
): Promise<ReportGroup[]> {
  const g = groupings[grouping];
  const rows = await db.query<Record<string, unknown> & { key: string; label: string }>(
    `select ${g.key} as key, ${g.label} as label, ${g.sums} from ${g.from}
     where ${SCOPE}${g.where ? ` and ${g.where}` : ''}
     group by 1, 2 ${g.having} order by 1`,
    [scope.merchantId, scope.storeIds, period.From, period.To],
  );
  return rows.map((r) => ({ key: r.key, label: r.label, sums: g.sumsOf(r) }));
}

/** Which of `storeIds` are stores of the merchant (deactivated ones too: their history is the merchant's). */
export async function merchantStoreIds(
  db: Queryable,
  merchantId: number,
  storeIds: number[] | null,
): Promise<number[]> {
  const rows = await db.query<{ store_id: number }>(
    `select store_id from stores where merchant_id = $1 and ($2::int[] is null or store_id = any($2::int[]))
     order by store_id`,
    [merchantId, storeIds],
  );
  return rows.map((r) => r.store_id);
}
