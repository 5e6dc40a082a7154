import type { Context } from 'hono';
import {
  type DateRange,
  type StorePeriod,
  type StoreZone,
  samePeriod,
  storePeriodsAt,
} from '../../src/domain/calendar';
import type { AppEnv } from '../http/env';

/**
 * The store's clock on the server (issue 22 §1; docs/decisions.md "The store's clock"): the stores a
 * request's figures are of, each with its time zone, and the period each of them counts. A preset
 * ("today", "last 7 days", "this month"…) is each store's own, on its business day by the server's
 * clock (deps.clock); a custom From–To is the same calendar days for every store. Behind requireRoute.
 */

/**
 * The stores of the session's view with their time zones (the portal data's): its store, or every
 * store of the merchant in company view; `only` narrows them (a report's chosen stores).
 */
export function viewStores(c: Context<AppEnv>, only: readonly number[] | null = null): StoreZone[] {
  const { data, storeId } = c.var.access;
  const zones = data.storeTimeZones ?? [];
  const inView = storeId === null ? zones : zones.filter((z) => z.StoreId === storeId);
  return only === null ? inView : inView.filter((z) => only.includes(z.StoreId));
}

/** Each store's period: `presetOn` each store's own business day now, or the dates `range` for all. */
export function periodsOfStores(
  c: Context<AppEnv>,
  stores: readonly StoreZone[],
  presetOn: ((today: string) => DateRange) | null,
  range: DateRange,
): StorePeriod[] {
  return presetOn ? storePeriodsAt(stores, c.var.deps.clock.now(), presetOn) : samePeriod(stores, range);
}
