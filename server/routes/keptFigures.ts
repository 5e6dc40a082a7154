import type { Context } from 'hono';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../http/env';
import { viewStores } from './storeClock';

/** How many figures' answers the server keeps (a 30-day dashboard is some 10 kB: about 20 MB at most). */
export const FIGURES_KEPT = 2000;

/** The versions of the stores' figures (migration 037), in the stores' order; 0 for a store without any yet. */
export async function figuresVersions(db: Queryable, storeIds: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ store_id: number; version: string }>(
    'select store_id, version from store_figures_versions where store_id = any($1::int[])',
    [storeIds],
  );
  const versions = new Map(rows.map((r) => [r.store_id, Number(r.version)]));
  return storeIds.map((id) => versions.get(id) ?? 0);
}

/**
 * An answer made of the view's stores' ticket totals (My Store's sales dashboard), kept keyed by
 * everything it is made of: what was asked (`asked`: the route and the request's periods, each
 * store's own days), the merchant and store of the session's view, the merchant's data version
 * (names, time zones) and the figures' version of each store counted (bumped by the database on
 * every change of their totals). The same question on unchanged figures is answered from memory,
 * right in every server process that shares the database; any change makes a new key. No user is in
 * the key: the answer holds the view's figures alone, and route access has decided who may see them.
 */
export async function keptFigures<T>(
  c: Context<AppEnv>,
  asked: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const { db, figuresCache } = c.var.deps;
  const { merchantId, storeId } = c.var.access;
  const storeIds = viewStores(c).map((s) => s.StoreId);
  const versions = await figuresVersions(db, storeIds);
  const key = JSON.stringify([asked, merchantId, storeId, c.var.scope.merchantVersion, storeIds, versions]);
  const kept = figuresCache.get(key);
  if (kept !== undefined) return kept as T;
  const answer = await compute();
  figuresCache.set(key, answer);
  return answer;
}
