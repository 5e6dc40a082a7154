import type { MerchantDetails, MerchantListRow } from '../../../src/domain/accountContract';
import type { StoreZone } from '../../../src/domain/calendar';
import { MerchantStatus, StoreStatus } from '../../../src/domain/enums';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';

/** What the portal data and the access context read of a merchant and the session's store. */
export interface MerchantContextRow {
  [key: string]: unknown;
  merchant_id: number;
  name: string;
  reseller_id: number;
  product_mode: number;
  credit_gateway: number;
  country_id: number;
  customer_care: 'Y' | 'N';
  merchant_type: number;
  feature_ids: number[];
  flags: Record<string, unknown> | null;
  culture: string;
  bsl_org: string | null;
  active_store_count: number;
  /** The merchant's one live store when it has exactly one, else null (viewLevel.ts: a company view of it works as that store). */
  sole_store_id: number | null;
  store_code: string | null;
  store_name: string | null;
  store_is_deleted: boolean | null;
  store_status_code: number | null;
  store_has_first_run: boolean | null;
  /** The company logo's version, null without a logo (merchant_company, issue 10). */
  logo_version?: number | null;
  /** The stores in view with their time zones: the session's store, or every store of the merchant (company view). */
  store_time_zones?: StoreZone[];
}

/** A merchant, its active store count and the session's store (when it is the merchant's), in one query. */
export function merchantContext(
  db: Queryable,
  merchantId: number,
  storeId: number | null,
): Promise<MerchantContextRow | undefined> {
  return one<MerchantContextRow>(
    db,
    `select m.merchant_id, m.name, m.reseller_id, m.product_mode, m.credit_gateway, m.country_id,
       m.customer_care, m.merchant_type, m.feature_ids, m.flags, m.culture, m.bsl_org,
       st.store_code, st.name as store_name, st.is_deleted as store_is_deleted,
       st.status_code as store_status_code, st.has_first_run as store_has_first_run,
       live.n as active_store_count, case when live.n = 1 then live.first_id end as sole_store_id,
       (select c.logo_version from merchant_company c where c.merchant_id = m.merchant_id
          and c.logo is not null) as logo_version,
       (select coalesce(json_agg(json_build_object('StoreId', z.store_id, 'TimeZone', z.time_zone)
          order by z.store_id), '[]') from stores z
          where z.merchant_id = m.merchant_id and ($3::int is null or z.store_id = $3)) as store_time_zones
     from merchants m left join stores st on st.store_id = $3 and st.merchant_id = m.merchant_id
       cross join lateral (select count(*)::int as n, min(s.store_id) as first_id from stores s
          where s.merchant_id = m.merchant_id and not s.is_deleted and s.status_code = $2) live
     where m.merchant_id = $1`,
    [merchantId, StoreStatus.Active, storeId],
  );
}

/** A merchant as the login result reads it (`select *` of merchants). */
export interface MerchantRecord {
  [key: string]: unknown;
  merchant_id: number;
  name: string;
  status_code: number;
  reseller_id: number;
  product_mode: number;
  flags: Record<string, unknown>;
  portal_timeout: number;
}

/** The merchant of an id. */
export function merchantById(db: Queryable, merchantId: number): Promise<MerchantRecord | undefined> {
  return one<MerchantRecord>(db, 'select * from merchants where merchant_id = $1', [merchantId]);
}

export interface MerchantStoreNamesRow {
  [key: string]: unknown;
  merchant: string;
  /** null without a store, or when the store is not the merchant's (and then its state too). */
  store: string | null;
  is_deleted: boolean | null;
  status_code: number | null;
  has_first_run: boolean | null;
}

/** A merchant's name and one of its stores' name and state; undefined when there is no such merchant. */
export function merchantAndStoreNames(
  db: Queryable,
  merchantId: number,
  storeId: number | null,
): Promise<MerchantStoreNamesRow | undefined> {
  return one<MerchantStoreNamesRow>(
    db,
    `select m.name as merchant, s.name as store, s.is_deleted, s.status_code, s.has_first_run from merchants m
     left join stores s on s.store_id = $2 and s.merchant_id = m.merchant_id where m.merchant_id = $1`,
    [merchantId, storeId],
  );
}

/** Whether a merchant exists. */
export async function merchantExists(db: Queryable, merchantId: number): Promise<boolean> {
  return (await one(db, 'select 1 from merchants where merchant_id = $1', [merchantId])) !== undefined;
}

/**
 * Serialises writes of one merchant that check a rule over several rows (an import's "already
 * exists", one auto-apply cash discount per store): locks the merchant's row until the transaction ends.
 */
export async function lockMerchant(tx: Queryable, merchantId: number): Promise<void> {
  await tx.query('select merchant_id from merchants where merchant_id = $1 for update', [merchantId]);
}

/** The merchants linked to a merchant admin or partner (user_merchants). */
export async function linkedMerchantIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ merchant_id: number }>(
    'select merchant_id from user_merchants where user_id = $1 order by merchant_id',
    [userId],
  );
  return rows.map((r) => r.merchant_id);
}

/** The merchant's portal timeout (minutes). */
export async function merchantPortalTimeout(db: Queryable, merchantId: number): Promise<number | undefined> {
  return (
    await one<{ portal_timeout: number }>(db, 'select portal_timeout from merchants where merchant_id = $1', [
      merchantId,
    ])
  )?.portal_timeout;
}

/** The sort keys of the merchant selection: name (default), id, number of stores. */
export const MERCHANT_SORT = ['name', 'id', 'stores'] as const;
type MerchantSort = (typeof MERCHANT_SORT)[number];

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
 * A page of merchants (the merchant selection): among `ids` (null = every merchant), searched by
 * name or by the beginning of the id, deactivated ones hidden on request.
 */
export async function merchantPage(
  db: Queryable,
  filter: { ids: number[] | null; search: string; includeDeactivated: boolean },
  page: PageRequest<MerchantSort>,
): Promise<{ rows: MerchantListRow[]; total: number }> {
  const storeCount =
    '(select count(*)::int from stores s where s.merchant_id = m.merchant_id and not s.is_deleted)';
  const result = await pagedQuery<MerchantListSqlRow, MerchantSort>(
    db,
    {
      select: `m.merchant_id, m.name, m.reseller_id, m.product_mode, m.status_code, ${storeCount} as store_count`,
      from: 'merchants m',
      where: `($1::int[] is null or m.merchant_id = any($1::int[]))
        and ($2::text = '' or strpos(lower(m.name), lower($2::text)) > 0 or strpos(m.merchant_id::text, $2::text) = 1)
        and ($3::boolean or m.status_code <> ${MerchantStatus.Deactivated})`,
      params: [filter.ids, filter.search, filter.includeDeactivated],
      sortable: { name: 'lower(m.name)', id: 'm.merchant_id', stores: storeCount },
      id: 'm.merchant_id',
    },
    page,
    'name',
  );
  return {
    rows: result.rows.map((r) => ({
      MerchantId: r.merchant_id,
      MerchantName: r.name,
      ResellerId: r.reseller_id,
      ProductMode: r.product_mode,
      StoreCount: r.store_count,
      IsDeleted: r.status_code === MerchantStatus.Deactivated,
    })),
    total: result.total,
  };
}

interface MerchantDetailsSqlRow {
  [key: string]: unknown;
  merchant_id: number;
  name: string;
  reseller_id: number;
  product_mode: number;
  merchant_type: number;
  status_code: number;
  country_id: number;
  culture: string;
  store_count: number;
  active_store_count: number;
}

/** A merchant's details (Account/GetMerchant), with its stores not deactivated and the active ones of them. */
export async function merchantDetails(
  db: Queryable,
  merchantId: number,
): Promise<MerchantDetails | undefined> {
  const row = await one<MerchantDetailsSqlRow>(
    db,
    `select m.merchant_id, m.name, m.reseller_id, m.product_mode, m.merchant_type, m.status_code, m.country_id,
       m.culture,
       (select count(*)::int from stores s where s.merchant_id = m.merchant_id
          and not s.is_deleted and s.status_code <> $2) as store_count,
       (select count(*)::int from stores s where s.merchant_id = m.merchant_id
          and not s.is_deleted and s.status_code = $3) as active_store_count
     from merchants m where m.merchant_id = $1`,
    [merchantId, StoreStatus.Inactive, StoreStatus.Active],
  );
  if (!row) return undefined;
  return {
    MerchantId: row.merchant_id,
    MerchantName: row.name,
    ResellerId: row.reseller_id,
    ProductMode: row.product_mode,
    MerchantType: row.merchant_type,
    MerchantStatusCode: row.status_code,
    CountryId: row.country_id,
    Culture: row.culture,
    StoreCount: row.store_count,
    ActiveStoreCount: row.active_store_count,
  };
}

/** What names stores for a user: their role rank and the merchant's first-run flag (the * NEW * mark). */
export function storeNamingOf(
  db: Queryable,
  userId: number,
  merchantId: number | null,
): Promise<{ [key: string]: unknown; rank: number | null; first_run: boolean | null } | undefined> {
  return one(
    db,
    `select u.user_role_rank as rank, (m.flags->>'launchFirstRun')::boolean as first_run
     from users u left join merchants m on m.merchant_id = $2 where u.user_id = $1`,
    [userId, merchantId],
  );
}
