/**
 * A store's local hour of day for the hour totals (ticket_hour_totals, migration 020), which are
 * keyed by the UTC hour of the tickets' time: the one rule of the hourly sales report and of My
 * store's hours (docs/decisions.md "Sales reports").
 *
 * Each store's UTC offset in whole hours (floored) on each business date, at local noon: a total's
 * local hour is its UTC hour plus the offset of its business date, modulo 24 (an evening ticket west
 * of Greenwich is of the next UTC day, and still of its local hour). Exact for the zones whose
 * offsets are whole hours, but for the hours before the clocks change on a day they change (at
 * night: 02:00 in the United States); a half-hour zone counts a ticket in the local hour where its
 * UTC hour starts. Worked out once a store and day (`offset 0` keeps the subquery whole), not once a
 * total: a time-zone conversion a row was most of the hourly report's time on a million tickets.
 */

/** The business dates from `first` to `last` (SQL date expressions), as a from-item `d(day)`. */
export const datesBetween = (first: string, last: string) =>
  `(select (${first}) + i as day from generate_series(0, (${last}) - (${first})) i) d`;

/** The business dates of an SQL date array, as a from-item `d(day)`. */
export const unnestedDates = (dates: string) => `unnest(${dates}) d(day)`;

/**
 * `join` the offsets of the stores that pass `stores` (a condition on stores `st`) on the `days`
 * (`datesBetween`, `unnestedDates`) to the totals aliased `totals`, as `alias` (store_id, day,
 * offset_hours). Every total of those stores and days must be in it: the join drops the others.
 */
export function joinStoreOffsets(totals: string, alias: string, stores: string, days: string): string {
  const noon = "(d.day + time '12:00')";
  return `join (select st.store_id, d.day,
      floor(extract(epoch from ${noon} - ((${noon} at time zone st.time_zone) at time zone 'UTC')) / 3600)::int
        as offset_hours
    from stores st cross join ${days} where ${stores} offset 0) ${alias}
    on ${alias}.store_id = ${totals}.store_id and ${alias}.day = ${totals}.business_date`;
}

/** The local hour (0–23) of a total's UTC hour, with the offsets joined as `alias`. */
export const localHour = (totals: string, alias: string) =>
  `((${totals}.hour + ${alias}.offset_hours) % 24 + 24) % 24`;
