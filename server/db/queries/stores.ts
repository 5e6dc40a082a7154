import type { StoreListRow } from '../../../src/domain/accountContract';
import { StoreStatus } from '../../../src/domain/enums';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';

/** Store `s` is live: neither deleted nor Inactive (SQL over the alias `s`). */
export const LIVE_STORE = `not (s.is_deleted or s.status_code = ${StoreStatus.Inactive})`;

/** The sort keys of the store lists (the selection grids): name (default) and code. */
export const STORE_SORT = ['name', 'code'] as const;
type StoreSort = (typeof STORE_SORT)[number];

interface StoreListSqlRow {
  [key: string]: unknown;
  merchant_id: number;
  store_id: number;
  store_code: string;
  name: string;
  merchant_name: string;
  is_deleted: boolean;
  has_first_run: boolean;
  status_code: number;
}

export interface StoreListFilter {
  /** Every store of a merchant, or the stores assigned to a user. */
  of: { merchantId: number } | { assignedTo: number };
  /** Searched in the name or the code. */
  search: string;
  /** Deactivated stores (deleted, or Inactive) listed too. */
  includeDeactivated: boolean;
}

/**
 * A page of stores (the store selection): a merchant's or a user's assigned ones, searched by name
 * or code, deactivated ones hidden on request, sorted by the allow-list with the id as tie-breaker.
 */
export async function storePage(
  db: Queryable,
  filter: StoreListFilter,
  page: PageRequest<StoreSort>,
): Promise<{ rows: StoreListRow[]; total: number }> {
  const owner =
    'merchantId' in filter.of
      ? 's.merchant_id = $1'
      : 's.store_id in (select us.store_id from user_stores us where us.user_id = $1)';
  const result = await pagedQuery<StoreListSqlRow, StoreSort>(
    db,
    {
      select: `s.merchant_id, s.store_id, s.store_code, s.name, m.name as merchant_name, s.is_deleted,
        s.has_first_run, s.status_code`,
      from: 'stores s join merchants m on m.merchant_id = s.merchant_id',
      where: `${owner}
        and ($2::text = '' or strpos(lower(s.name), lower($2::text)) > 0 or strpos(lower(s.store_code), lower($2::text)) > 0)
        and ($3::boolean or ${LIVE_STORE})`,
      params: [
        'merchantId' in filter.of ? filter.of.merchantId : filter.of.assignedTo,
        filter.search,
        filter.includeDeactivated,
      ],
      sortable: { name: 'lower(s.name)', code: 'lower(s.store_code)' },
      id: 's.store_id',
    },
    page,
    'name',
  );
  return {
    rows: result.rows.map((r) => ({
      MerchantId: r.merchant_id,
      StoreId: r.store_id,
      StoreCode: r.store_code,
      StoreName: r.name,
      MerchantName: r.merchant_name,
      IsDeleted: r.is_deleted,
      HasFirstRun: r.has_first_run,
      StoreStatusCode: r.status_code,
    })),
    total: result.total,
  };
}

export interface StoreRecord {
  [key: string]: unknown;
  store_id: number;
  merchant_id: number;
  store_code: string;
  name: string;
  status_code: number;
  is_deleted: boolean;
  has_first_run: boolean;
  payment_due_date: string | Date | null;
  is_payment_required: boolean;
}

export function storeById(db: Queryable, storeId: number): Promise<StoreRecord | undefined> {
  return one<StoreRecord>(db, 'select * from stores where store_id = $1', [storeId]);
}

export function assignedStoreById(
  db: Queryable,
  userId: number,
  storeId: number,
): Promise<StoreRecord | undefined> {
  return one<StoreRecord>(
    db,
    'select s.* from user_stores us join stores s using (store_id) where us.user_id = $1 and s.store_id = $2',
    [userId, storeId],
  );
}

/** Every store of a merchant (deleted ones too), by name. */
export function merchantStoresByName(db: Queryable, merchantId: number): Promise<StoreRecord[]> {
  return db.query<StoreRecord>('select * from stores where merchant_id = $1 order by name', [merchantId]);
}

/** The stores assigned to a user (user_stores), by name. */
export function assignedStoresByName(db: Queryable, userId: number): Promise<StoreRecord[]> {
  return db.query<StoreRecord>(
    'select s.* from user_stores us join stores s using (store_id) where us.user_id = $1 order by s.name',
    [userId],
  );
}
