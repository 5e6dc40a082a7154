import type { MerchantListRow, PagingRequest, StoreListRow } from '../../src/domain/accountContract';
import { MerchantStatus, StoreStatus } from '../../src/domain/enums';
import type { Queryable } from '../db/db';

/** The LIMIT and OFFSET of a requested page (an absurd page number just gives an empty page). */
export function pageWindow(p: Pick<PagingRequest, 'PageRowCount' | 'RequestedPageNum'>) {
  const offset = Math.min((p.RequestedPageNum - 1) * p.PageRowCount, Number.MAX_SAFE_INTEGER);
  return { limit: p.PageRowCount, offset };
}

/** Deactivated stores are listed unless the request switches them off (SearchArg5 or includeDeletedStores false). */
export function includesDeactivated(p: Pick<PagingRequest, 'SearchArg5' | 'includeDeletedStores'>): boolean {
  return p.SearchArg5 && p.includeDeletedStores;
}

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

export interface Page<T> {
  ResultSet: T[];
  TotalRowCount: number;
  IsSuccessful: true;
}

/**
 * A page of stores, sorted by name: either every store of a merchant or the stores assigned to a user;
 * searched by name or code; deactivated ones (deleted or Inactive) hidden on request.
 */
export async function storePage(
  db: Queryable,
  of: { merchantId: number } | { assignedTo: number },
  p: PagingRequest,
): Promise<Page<StoreListRow>> {
  const owner =
    'merchantId' in of
      ? 's.merchant_id = $1'
      : 's.store_id in (select us.store_id from user_stores us where us.user_id = $1)';
  const where = `${owner}
    and ($2::text = '' or strpos(lower(s.name), lower($2::text)) > 0 or strpos(lower(s.store_code), lower($2::text)) > 0)
    and ($3::boolean or not (s.is_deleted or s.status_code = ${StoreStatus.Inactive}))`;
  const params = ['merchantId' in of ? of.merchantId : of.assignedTo, p.SearchArg, includesDeactivated(p)];
  const { limit, offset } = pageWindow(p);
  const [rows, count] = await Promise.all([
    db.query<StoreListSqlRow>(
      `select s.merchant_id, s.store_id, s.store_code, s.name, m.name as merchant_name, s.is_deleted,
              s.has_first_run, s.status_code
       from stores s join merchants m on m.merchant_id = s.merchant_id
       where ${where}
       order by lower(s.name), s.store_id limit $4 offset $5`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from stores s where ${where}`, params),
  ]);
  return {
    ResultSet: rows.map((r) => ({
      MerchantId: r.merchant_id,
      StoreId: r.store_id,
      StoreCode: r.store_code,
      StoreName: r.name,
      MerchantName: r.merchant_name,
      IsDeleted: r.is_deleted,
      HasFirstRun: r.has_first_run,
      StoreStatusCode: r.status_code,
    })),
    TotalRowCount: count[0]?.n ?? 0,
    IsSuccessful: true,
  };
}

interface MerchantListSqlRow {
  [key: string]: unknown;
  merchant_id: number;
  name: string;
  reseller_id: number;
  product_mode: number;
  status_code: number;
  store_count: number;
}

/**
 * A page of merchants, sorted by name: among `ids` (null = every merchant), searched by name or by
 * the beginning of the id; deactivated merchants hidden on request.
 */
export async function merchantPage(
  db: Queryable,
  ids: number[] | null,
  p: PagingRequest,
): Promise<Page<MerchantListRow>> {
  const where = `($1::int[] is null or m.merchant_id = any($1::int[]))
    and ($2::text = '' or strpos(lower(m.name), lower($2::text)) > 0 or strpos(m.merchant_id::text, $2::text) = 1)
    and ($3::boolean or m.status_code <> ${MerchantStatus.Deactivated})`;
  const params = [ids, p.SearchArg, p.SearchArg5];
  const { limit, offset } = pageWindow(p);
  const [rows, count] = await Promise.all([
    db.query<MerchantListSqlRow>(
      `select m.merchant_id, m.name, m.reseller_id, m.product_mode, m.status_code,
              (select count(*)::int from stores s where s.merchant_id = m.merchant_id and not s.is_deleted) as store_count
       from merchants m
       where ${where}
       order by lower(m.name), m.merchant_id limit $4 offset $5`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from merchants m where ${where}`, params),
  ]);
  return {
    ResultSet: rows.map((r) => ({
      MerchantId: r.merchant_id,
      MerchantName: r.name,
      ResellerId: r.reseller_id,
      ProductMode: r.product_mode,
      StoreCount: r.store_count,
      IsDeleted: r.status_code === MerchantStatus.Deactivated,
    })),
    TotalRowCount: count[0]?.n ?? 0,
    IsSuccessful: true,
  };
}
