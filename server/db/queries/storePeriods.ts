import { type DateRange, type StorePeriod, spanOf } from '../../../src/domain/calendar';

/**
 * Each store's own period in SQL (docs/decisions.md "The store's clock"): in a company view a preset
 * is each store's own days (New York may be on the next day while Denver is still on this one). The
 * periods go as parameters: the stores, the span of all their days (which lets the (merchant, store,
 * business date) indexes read one range a store) and each store's first and last day, in the order
 * of the stores.
 */
export interface StorePeriodParams {
  storeIds: number[];
  span: DateRange;
  froms: string[];
  tos: string[];
}

/** The parameters of some stores' periods (a span of nothing when there is no store). */
export function storePeriodParams(periods: readonly StorePeriod[]): StorePeriodParams {
  return {
    storeIds: periods.map((p) => p.StoreId),
    span: spanOf(periods) ?? { From: '1970-01-01', To: '1970-01-01' },
    froms: periods.map((p) => p.From),
    tos: periods.map((p) => p.To),
  };
}

/** The placeholders of a StorePeriodParams in a statement: $ids, $from, $to, $froms, $tos. */
export interface StorePeriodPlaceholders {
  ids: string;
  from: string;
  to: string;
  froms: string;
  tos: string;
}

/** A store's own first (`ends` froms) or last (tos) day: the array's entry at its store's place. */
export const ownDay = (t: string, ids: string, ends: string) =>
  `(${ends}::date[])[array_position(${ids}::int[], ${t}.store_id)]`;

/** The rows (alias t) of the stores, each on the days of its own period. */
export function inStorePeriods(t: string, p: StorePeriodPlaceholders): string {
  return `${t}.store_id = any(${p.ids}::int[]) and ${t}.business_date between ${p.from}::date and ${p.to}::date
    and ${t}.business_date between ${ownDay(t, p.ids, p.froms)} and ${ownDay(t, p.ids, p.tos)}`;
}
