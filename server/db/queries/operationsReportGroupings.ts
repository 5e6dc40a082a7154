import type { OperationsGrouping } from '../../../src/domain/reports';
import type { GroupingSql } from './reports';
import { cents, SALE, totalsColumns, WITH_TICKETS } from './ticketTotals';

/**
 * The operations reports' groupings (issue 9; docs/decisions.md "Operations reports"): spread into
 * the registry of server/db/queries/reports.ts. Each reads what the ticket totals keep (migration
 * 020's hours and items, 023's taxes by rule and cleared lines, 024's users, tips and overridden
 * lines, 025's discounts), the summary and the void audit also the few tickets of a kind they need
 * (022's and 023's partial indexes).
 */
/** An ISO 8601 time (UTC) of a timestamp: sorts as it reads (a key). */
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * A timestamp on its store's clock (`zone` its IANA name), as RFC 9557 writes it: the local time,
 * its UTC offset and the zone (2026-11-20T18:05:00-05:00[America/New_York]), what a person reads
 * (docs/decisions.md "The store's clock").
 */
const zonedTime = (column: string, zone: string) => {
  const local = `${column} at time zone ${zone}`;
  const offset = `extract(epoch from (${local}) - (${column} at time zone 'UTC'))::int`;
  return `to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS')
    || case when ${offset} < 0 then '-' else '+' end || to_char(make_interval(secs => abs(${offset})), 'HH24:MI')
    || '[' || ${zone} || ']'`;
};

/**
 * The operations summary's rows (alias t): the hour totals, the sale tickets' price overrides and
 * the deleted lines, each with the columns of the others at zero. The scope reaches each branch
 * (a union all's conditions are pushed into it): the totals' key, 022's covering index on tickets,
 * 023's cleared lines' index.
 */
const OPERATIONS_DAY = `(
  select merchant_id, store_id, business_date, transaction_type, ticket_count, sub_total_amount,
    discount_amount, gift_card_amount, tax_amount, tip_amount, 0::numeric as override_amount,
    0 as deleted_line_count, 0::numeric as deleted_amount
  from ticket_hour_totals
  union all
  select merchant_id, store_id, business_date, transaction_type, 0, 0, 0, 0, 0, 0, price_overrides_amount, 0, 0
  from tickets where transaction_type = 'S' and price_overrides_amount <> 0
  union all
  select merchant_id, store_id, business_date, transaction_type, 0, 0, 0, 0, 0, 0, 0, 1, net_amount
  from ticket_cleared_lines
) t`;

/** The deleted (void) tickets' and the cleared lines' sums, over rows of void_count, void_amount, deleted_line_count and deleted_amount. */
const VOID_SUMS = `sum(t.void_count)::int as void_count, ${cents('t.void_amount')} as void_cents,
  sum(t.deleted_line_count)::int as deleted_line_count, ${cents('t.deleted_amount')} as deleted_line_cents`;

/**
 * The void audit's entries (alias t): each deleted ticket (type V; its amount is its subtotal less
 * its discount, as a refund's) and each cleared line (deleted on a ticket before it was paid, of any
 * type; its amount is its net), with the ticket's store, number, user and time: migration 023's
 * index of the deleted tickets and its kept cleared lines, each read from an index alone.
 */
const VOID_ENTRIES = `(
  select t.merchant_id, t.store_id, t.business_date, t.ticket_date, t.ticket_number, t.user_name, t.document_id,
    0::bigint as line_id, '' as item_name, 1 as void_count, t.sub_total_amount - t.discount_amount as void_amount,
    0 as deleted_line_count, 0::numeric as deleted_amount
  from tickets t where t.transaction_type = 'V'
  union all
  select merchant_id, store_id, business_date, ticket_date, ticket_number, user_name, document_id,
    ticket_line_id, item_name, 0, 0, 1, net_amount
  from ticket_cleared_lines
) t join stores s on s.store_id = t.store_id`;

export const operationsGroupings: Record<OperationsGrouping, GroupingSql> = {
  operationsDay: {
    from: OPERATIONS_DAY,
    key: "to_char(t.business_date, 'YYYY-MM-DD')",
    label: "to_char(t.business_date, 'YYYY-MM-DD')",
    sums: `${totalsColumns},
      ${cents('t.sub_total_amount - t.discount_amount', "t.transaction_type = 'V'")} as void_cents,
      ${cents('t.sub_total_amount', "t.transaction_type = 'I'")} as payin_cents,
      ${cents('t.sub_total_amount', "t.transaction_type = 'P'")} as payout_cents,
      ${cents('t.override_amount')} as override_cents,
      sum(t.deleted_line_count)::int as deleted_line_count, ${cents('t.deleted_amount')} as deleted_line_cents`,
    having: '',
  },
  // sale, refund and deleted tickets by who rang them (migration 024's kept user totals)
  employee: {
    from: 'ticket_user_day_totals t',
    key: 't.user_name',
    label: 't.user_name',
    sums: totalsColumns,
    where: "t.transaction_type in ('S', 'R', 'V')",
    having: WITH_TICKETS,
  },
  // a sale ticket's discounts (migration 022): a ticket discount once a ticket, a line discount once
  // a line (migration 025's kept discount totals)
  discount: {
    from: 'ticket_discount_day_totals t',
    key: "t.discount_id || ':' || t.name",
    label: 't.name',
    sums: `sum(t.discount_count)::int as discount_count, ${cents('t.amount')} as discount_cents`,
    where: SALE,
    having: 'having sum(t.discount_count) > 0',
  },
  // a ticket taxed under two rules counts under each; tax refunded is the refund tickets' taxes
  // (migration 023's kept day totals: a ticket counted once a rule and rate, a day's counts add up)
  taxRule: {
    from: 'ticket_tax_day_totals t',
    key: "t.rule_name || ':' || t.tax_rate::text",
    label: 't.rule_name',
    texts: ['trim_scale(t.tax_rate)::text'],
    sums: `coalesce(sum(t.ticket_count) filter (where ${SALE}), 0)::int as tax_ticket_count,
      ${cents('t.tax_amount', SALE)} as tax_sales_cents,
      ${cents('t.tax_amount', "t.transaction_type = 'R'")} as tax_refund_cents`,
    where: "t.transaction_type in ('S', 'R')",
    having: 'having sum(t.tax_count) > 0',
  },
  // tips on sales: the tipped payments, with the ticket's user (migration 024's kept tip totals)
  employeePaymentType: {
    from: 'ticket_tip_day_totals t',
    key: "t.user_name || ':' || t.payment_type",
    label: 't.user_name',
    texts: ['t.payment_type'],
    sums: `sum(t.payment_count)::int as payment_count, ${cents('t.tip_amount')} as tip_cents`,
    where: SALE,
    having: 'having sum(t.payment_count) > 0',
  },
  // a row an entry: its key sorts by time (then ticket, then line: 0 for the ticket itself)
  voidEntry: {
    from: VOID_ENTRIES,
    key: `${isoTime('t.ticket_date')} || ' ' || lpad(t.document_id::text, 15, '0') || ' ' || lpad(t.line_id::text, 15, '0')`,
    label: 't.ticket_number::text',
    texts: ['s.name', 't.user_name', zonedTime('t.ticket_date', 's.time_zone'), 't.item_name'],
    sums: VOID_SUMS,
    having: '',
  },
  // sale lines (not deleted) whose price was overridden; the difference is the ticket's
  // PriceOverridesAmount's (migration 024's overridden lines of the item totals, from their own index)
  overrideItem: {
    from: 'ticket_item_day_totals t',
    key: "t.item_id || ':' || t.item_name",
    label: 't.item_name',
    sums: `sum(t.override_count)::int as override_line_count, ${cents('t.override_amount')} as override_cents,
      ${cents('t.list_amount')} as list_cents, ${cents('t.charged_amount')} as charged_cents`,
    where: `${SALE} and t.override_count <> 0`,
    having: 'having sum(t.override_count) > 0',
  },
};
