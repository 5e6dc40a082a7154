import type { StorePeriod } from '../../../src/domain/calendar';
import {
  groupingRowLimits,
  groupingTexts,
  type ReportGrouping,
  type ReportStore,
} from '../../../src/domain/reports';
import type { Queryable } from '../db';
import { operationsGroupings } from './operationsReportGroupings';
import { saleExtrasColumns, salesGroupingSql } from './salesReportGroupings';
import { inStorePeriods, storePeriodParams } from './storePeriods';
import { cents, totalsColumns, WITH_TICKETS } from './ticketTotals';

/**
 * The SQL of the reports (issue 9): one aggregate a grouping over the ticket totals of migration 020,
 * scoped to one merchant and some of its stores, each on the days of its own period (storePeriods.ts:
 * in company view a preset is each store's own days). Parameters: $1 merchant, $2 stores, $3 From,
 * $4 To (the span of the stores' periods), $5 and $6 each store's first and last day.
 */
export interface ReportScope {
  merchantId: number;
  storeIds: number[];
}

/** A group's sums: the additive columns its grouping's SQL adds up (the measures are worked out from them). */
export type Sums = Readonly<Record<string, number>>;

export interface ReportGroup {
  key: string;
  label: string;
  /** The grouping's text columns (groupingTexts), in order. */
  texts: string[];
  sums: Sums;
}

const SCOPE = `t.merchant_id = $1 and ${inStorePeriods('t', { ids: '$2', from: '$3', to: '$4', froms: '$5', tos: '$6' })}`;

/**
 * A grouping's SQL: the table (alias t), the group's key and label, its text columns (as many as
 * groupingTexts has), the additive columns it adds up (numbers, each named), its filter and which
 * groups are kept.
 */
export interface GroupingSql {
  from: string;
  key: string;
  label: string;
  texts?: readonly string[];
  sums: string;
  where?: string;
  having: string;
}
/** Lines of sale tickets less those of refunds: a refunded item's sale is taken back. */
const LINES = `(coalesce(sum(t.quantity) filter (where t.transaction_type = 'S'), 0)
    - coalesce(sum(t.quantity) filter (where t.transaction_type = 'R'), 0))::float8 as quantity,
  ${cents('t.net_amount', "t.transaction_type = 'S'")} - ${cents('t.net_amount', "t.transaction_type = 'R'")} as sales_cents`;
const WITH_LINES = 'having sum(t.line_count) > 0';
/** Sale and refund tickets' item lines (I) or modifier lines (M). */
const saleLines = (lineType: 'I' | 'M') => `t.transaction_type in ('S', 'R') and t.line_type = '${lineType}'`;

const groupings: Record<ReportGrouping, GroupingSql> = {
  day: {
    from: 'ticket_hour_totals t',
    key: "to_char(t.business_date, 'YYYY-MM-DD')",
    label: "to_char(t.business_date, 'YYYY-MM-DD')",
    sums: `${totalsColumns}, ${saleExtrasColumns}`,
    having: WITH_TICKETS,
  },
  store: {
    from: 'ticket_hour_totals t join stores s on s.store_id = t.store_id',
    key: 't.store_id::text',
    label: 's.name',
    sums: `${totalsColumns}, ${saleExtrasColumns}`,
    having: WITH_TICKETS,
  },
  item: {
    from: 'ticket_item_day_totals t',
    key: "t.item_id || ':' || t.item_name",
    label: 't.item_name',
    sums: LINES,
    where: saleLines('I'),
    having: WITH_LINES,
  },
  modifier: {
    from: 'ticket_item_day_totals t',
    key: 't.item_name',
    label: 't.item_name',
    sums: LINES,
    where: saleLines('M'),
    having: WITH_LINES,
  },
  // the item's department today (an open item, or one without a category, has none: key 0, label '')
  department: {
    from: `ticket_item_day_totals t left join items i on i.item_master_id = t.item_id and i.merchant_id = t.merchant_id
      left join item_categories c on c.item_category_id = i.item_category_id
      left join departments d on d.department_id = c.department_id`,
    key: 'coalesce(d.department_id, 0)::text',
    label: "coalesce(d.name, '')",
    sums: LINES,
    where: saleLines('I'),
    having: WITH_LINES,
  },
  paymentType: {
    from: 'ticket_payment_day_totals t',
    key: 't.payment_type',
    label: 't.payment_type',
    sums: `sum(t.payment_count)::int as payment_count, ${cents('t.payment_amount')} as amount_cents`,
    where: "t.transaction_type = 'S'",
    having: 'having sum(t.payment_count) > 0',
  },
  ...operationsGroupings,
  // sales reports: hours, non-sales revenue, sales associates
  ...salesGroupingSql,
};

/**
 * A report's groups and their total sums: every group of the period, or, for a listing
 * (groupingRowLimits), its last groups in key order, the total still the whole period's and the
 * groups left out counted.
 */
export interface ReportGroups {
  groups: ReportGroup[];
  total: Sums;
  omitted: number;
}

/** A group of the answer's rows (a listing's also carry the count and total of all its groups). */
type GroupRow = Record<string, unknown> & { key: string | null; label: string };

/**
 * A listing's read: its last `limit` groups in key order beside the count and the column totals of
 * all of them, added up without grouping (a listing's rows are its entries: its key is a row's own);
 * with no group asked (`limit` 0), one row of the count and totals alone.
 */
const listingSql = (g: GroupingSql, filter: string, grouped: string, limit: number) =>
  `with w as (select count(*)::int as group_count__, ${g.sums} from ${g.from} where ${filter})
   select l.*, w.group_count__, to_jsonb(w) - 'group_count__' as total__
   from w left join (${grouped} order by 1 desc limit ${limit}) l on true`;

/** The groups of an answer's rows, each with its texts and sums. */
function groupsOf(rows: GroupRow[], texts: readonly string[]): ReportGroup[] {
  return rows.flatMap(({ key, label, group_count__, total__, ...rest }) => {
    if (key === null) return [];
    const sums: Record<string, number> = {};
    for (const [column, value] of Object.entries(rest)) {
      if (!column.startsWith('text_')) sums[column] = Number(value);
    }
    return [{ key, label, texts: texts.map((_, i) => String(rest[`text_${i}`] ?? '')), sums }];
  });
}

/**
 * The groups of a report's grouping over the stores' periods (the scope's merchant; the periods'
 * stores), in key order, and their total. `totalsOnly`: a listing's total alone (a compared
 * period's entries have no counterpart: only its totals show).
 */
export async function reportGroups(
  db: Queryable,
  scope: ReportScope,
  grouping: ReportGrouping,
  periods: readonly StorePeriod[],
  { totalsOnly = false } = {},
): Promise<ReportGroups> {
  const g = groupings[grouping];
  const texts = g.texts ?? [];
  if (texts.length !== groupingTexts[grouping].length) throw new Error(`report grouping ${grouping}: texts`);
  const limit = groupingRowLimits[grouping];
  const textColumns = texts.map((sql, i) => `, ${sql} as text_${i}`).join('');
  const groupBy = ['1', '2', ...texts.map((_, i) => String(i + 3))].join(', ');
  const filter = `${SCOPE}${g.where ? ` and ${g.where}` : ''}`;
  const grouped = `select ${g.key} as key, ${g.label} as label${textColumns}, ${g.sums}
    from ${g.from} where ${filter} group by ${groupBy} ${g.having}`;
  const sql =
    limit === undefined ? `${grouped} order by 1` : listingSql(g, filter, grouped, totalsOnly ? 0 : limit);
  const p = storePeriodParams(periods);
  const rows = await db.query<GroupRow>(sql, [
    scope.merchantId,
    p.storeIds,
    p.span.From,
    p.span.To,
    p.froms,
    p.tos,
  ]);
  const groups = groupsOf(rows, texts);
  if (limit === undefined) return { groups, total: totalOf(groups), omitted: 0 };
  const total: Record<string, number> = {};
  for (const [column, value] of Object.entries((rows[0]?.total__ ?? {}) as Record<string, unknown>)) {
    total[column] = Number(value);
  }
  return { groups: groups.reverse(), total, omitted: Number(rows[0]?.group_count__ ?? 0) - groups.length };
}

/** The sums of every group together, column by column (of nothing: none, each measure's zero). */
export function totalOf(groups: ReportGroup[]): Sums {
  const total: Record<string, number> = {};
  for (const { sums } of groups) {
    for (const [column, value] of Object.entries(sums)) total[column] = (total[column] ?? 0) + value;
  }
  return total;
}

/**
 * The merchant's stores (deactivated ones too: their history is the merchant's), or only the one of
 * a store's view, by name.
 */
export async function reportStores(
  db: Queryable,
  merchantId: number,
  storeId: number | null,
): Promise<ReportStore[]> {
  return db.query<ReportStore & Record<string, unknown>>(
    `select store_id as "StoreId", name as "StoreName" from stores
     where merchant_id = $1 and ($2::int is null or store_id = $2) order by name, store_id`,
    [merchantId, storeId],
  );
}
