import { accessContextOf, type AccessContext } from '../../src/domain/access/context';
import { normaliseFeatureFlags } from '../../src/domain/featureFlags';
import { portalYesFlags, type PortalData } from '../../src/domain/portalData';
import { StoreStatus } from '../../src/domain/enums';
import { one, type Queryable } from '../db/db';
import type { Scope } from '../http/env';

interface MerchantAccessRow {
  [key: string]: unknown;
  merchant_id: number;
  reseller_id: number;
  product_mode: number;
  credit_gateway: number;
  country_id: number;
  customer_care: 'Y' | 'N';
  merchant_type: number;
  feature_ids: number[];
  flags: Record<string, unknown> | null;
  active_store_count: number;
}

/**
 * The session's access context on the server, from the same tables as the portal data, so the classic
 * pages refuse what the portal hides (src/domain/access is the one place the rules live).
 */
export async function legacyAccessContext(db: Queryable, scope: Scope): Promise<AccessContext> {
  const merchant = scope.merchantId
    ? await one<MerchantAccessRow>(
        db,
        `select m.merchant_id, m.reseller_id, m.product_mode, m.credit_gateway, m.country_id, m.customer_care,
           m.merchant_type, m.feature_ids, m.flags,
           (select count(*)::int from stores s where s.merchant_id = m.merchant_id and not s.is_deleted
              and s.status_code = $2) as active_store_count
         from merchants m where m.merchant_id = $1`,
        [scope.merchantId, StoreStatus.Active],
      )
    : undefined;
  const flags = merchant?.flags ?? {};
  const yes = Object.fromEntries(portalYesFlags.map((f) => [f, flags[f] === 'Y' ? 'Y' : 'N']));
  const data = {
    ...yes,
    userRole: scope.silverRole ?? (scope.flags.isCompanyUser ? 'Company User' : 'Store User'),
    merhantId: merchant?.merchant_id ?? null,
    resellerId: merchant?.reseller_id ?? 1,
    ProductMode: merchant?.product_mode ?? 1,
    featureIds: JSON.stringify(merchant?.feature_ids ?? []),
    creditGateway: merchant?.credit_gateway ?? 0,
    merchantType: merchant?.merchant_type ?? 0,
    customerCare: merchant?.customer_care ?? 'N',
    countryId: merchant?.country_id ?? 840,
    isAccountManager: scope.isAccountManager,
    activeStoreCount: merchant?.active_store_count ?? 0,
    supportStoreChange: (merchant?.active_store_count ?? 0) > 1 || !scope.flags.isCompanyUser,
    isASMReportingEnabled: flags.isASMReportingEnabled === true,
  } as unknown as PortalData;
  const stored = flags.featureFlags;
  return accessContextOf(
    data,
    scope.flags,
    normaliseFeatureFlags(
      typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null,
    ),
  );
}
