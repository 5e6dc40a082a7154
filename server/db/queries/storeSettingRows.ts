import { one, type Queryable } from '../db';

/** The tables of per-store settings kept one row a store, created with their defaults at the first save (migration 030). */
export type StoreSettingTable = 'security_controls' | 'schedule_enforcement';

/**
 * Locks a store's settings row for a save (in the save's transaction), creating it with the table's
 * defaults first: the row's checksum as it stands, for the caller to compare with the one sent.
 */
export async function lockStoreSettingRow(
  tx: Queryable,
  table: StoreSettingTable,
  merchantId: number,
  storeId: number,
): Promise<number | null> {
  await tx.query(
    `insert into ${table} (store_id, merchant_id) values ($1, $2) on conflict (store_id) do nothing`,
    [storeId, merchantId],
  );
  const row = await one<{ concurrency_checksum: number }>(
    tx,
    `select concurrency_checksum from ${table} where merchant_id = $1 and store_id = $2 for update`,
    [merchantId, storeId],
  );
  return row?.concurrency_checksum ?? null;
}
