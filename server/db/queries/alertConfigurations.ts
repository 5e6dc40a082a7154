import type { AlertEntry } from '../../../src/domain/alertConfiguration';
import type { Queryable } from '../db';
import { LIVE_STORE } from './stores';

/**
 * The stores' alert configurations (3-settings-and-employees.md §3, §7): a store's checksum and its
 * five entries. A store that never saved has neither (read as the defaults, checksum 0).
 */

interface EntrySqlRow {
  [key: string]: unknown;
  store_id: number;
  alert_definition_id: number;
  subscription_status: number;
  percent_threshold: number | null;
}

/** The entries of the stores, by store (a store without a saved configuration is absent). */
export async function alertEntriesOf(
  db: Queryable,
  storeIds: readonly number[],
): Promise<Map<number, AlertEntry[]>> {
  const rows = await db.query<EntrySqlRow>(
    `select store_id, alert_definition_id::int as alert_definition_id, subscription_status::int as subscription_status,
       percent_threshold::int as percent_threshold
     from store_alert_subscriptions where store_id = any($1::int[]) order by store_id, alert_definition_id`,
    [storeIds],
  );
  const byStore = new Map<number, AlertEntry[]>();
  for (const r of rows) {
    const list = byStore.get(r.store_id) ?? [];
    if (list.length === 0) byStore.set(r.store_id, list);
    list.push({
      AlertDefinitionId: r.alert_definition_id as AlertEntry['AlertDefinitionId'],
      SubscriptionStatus: r.subscription_status as AlertEntry['SubscriptionStatus'],
      PercentThreshold: r.percent_threshold,
    });
  }
  return byStore;
}

/** A store's checksum (0 before its first save); `forUpdate` creates its row and locks it. */
export async function alertChecksumOf(db: Queryable, storeId: number, forUpdate = false): Promise<number> {
  if (forUpdate)
    await db.query(
      'insert into store_alert_configurations (store_id) values ($1) on conflict (store_id) do nothing',
      [storeId],
    );
  const rows = await db.query<{ concurrency_checksum: number }>(
    `select concurrency_checksum from store_alert_configurations where store_id = $1${forUpdate ? ' for update' : ''}`,
    [storeId],
  );
  return rows[0]?.concurrency_checksum ?? 0;
}

/** Replaces a store's entries and moves its checksum on (under the lock of alertChecksumOf). */
export async function saveAlertEntries(
  db: Queryable,
  storeId: number,
  entries: readonly AlertEntry[],
  now: Date,
): Promise<void> {
  await db.query('delete from store_alert_subscriptions where store_id = $1', [storeId]);
  for (const e of entries)
    await db.query(
      `insert into store_alert_subscriptions (store_id, alert_definition_id, subscription_status, percent_threshold)
       values ($1, $2, $3, $4)`,
      [storeId, e.AlertDefinitionId, e.SubscriptionStatus, e.PercentThreshold],
    );
  await db.query(
    `update store_alert_configurations set concurrency_checksum = concurrency_checksum + 1, updated_at = $2
     where store_id = $1`,
    [storeId, now],
  );
}

/** The merchant's live stores (a company view's stores), by id. */
export async function liveStoreIdsOf(db: Queryable, merchantId: number): Promise<number[]> {
  const rows = await db.query<{ store_id: number }>(
    `select s.store_id from stores s where s.merchant_id = $1 and ${LIVE_STORE} order by s.store_id`,
    [merchantId],
  );
  return rows.map((r) => r.store_id);
}
