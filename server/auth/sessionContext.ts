import type { Context } from 'hono';
import { accessContextOf } from '../../src/domain/access/context';
import { merchantLogoPath } from '../../src/domain/companyLogo';
import { type FeatureFlags, normaliseFeatureFlags } from '../../src/domain/featureFlags';
import { type PortalData, portalYesFlags } from '../../src/domain/portalData';
import { type MerchantContextRow, merchantContext } from '../db/queries/merchants';
import { Lru } from '../cache/lru';
import type { AppEnv, Scope, SessionContext, SessionContextStore } from '../http/env';

export type { SessionContext };

/** The portal data of a session (1-foundation.md §3) from its scope and its merchant's row. */
export function portalDataOf(scope: Scope, merchant: MerchantContextRow | undefined): PortalData {
  const flags = merchant?.flags ?? {};
  const yes = Object.fromEntries(portalYesFlags.map((f) => [f, flags[f] === 'Y' ? 'Y' : 'N'])) as Pick<
    PortalData,
    (typeof portalYesFlags)[number]
  >;
  const activeStores = merchant?.active_store_count ?? 0;
  return {
    AppEnvironment: process.env.NODE_ENV === 'production' ? 'Production' : 'Demo',
    userFullName: scope.fullName,
    userName: scope.username,
    membershipUserId: scope.membershipUserId,
    posUserId: scope.posUserId,
    storeCode: merchant?.store_code ?? null,
    storeName: merchant?.store_name ?? null,
    // the session's store's state: its marks and badges wherever it is named (the header's store button)
    storeIsDeleted: merchant?.store_code ? merchant.store_is_deleted === true : false,
    storeStatusCode: merchant?.store_code ? (merchant.store_status_code ?? null) : null,
    storeHasFirstRun: merchant?.store_code ? merchant.store_has_first_run !== false : true,
    merhantId: merchant?.merchant_id ?? null,
    merchantName: merchant?.name ?? null,
    merchantLogoUrl:
      merchant && merchant.logo_version != null
        ? merchantLogoPath(merchant.merchant_id, merchant.logo_version, 'small')
        : null,
    userRole: scope.silverRole ?? (scope.flags.isCompanyUser ? 'Company User' : 'Store User'),
    resellerId: merchant?.reseller_id ?? 1,
    ProductMode: merchant?.product_mode ?? 1,
    featureIds: JSON.stringify(merchant?.feature_ids ?? []),
    creditGateway: merchant?.credit_gateway ?? 0,
    activeStoreCount: activeStores,
    storeId: scope.storeId,
    soleStoreId: merchant?.sole_store_id ?? null,
    storeTimeZones: merchant?.store_time_zones ?? [],
    timeout: scope.timeoutMinutes,
    supportStoreChange: activeStores > 1 || !scope.flags.isCompanyUser,
    isAccountManager: scope.isAccountManager,
    merchantType: merchant?.merchant_type ?? 0,
    customerCare: merchant?.customer_care ?? 'N',
    countryId: merchant?.country_id ?? 840,
    merchantCulture: merchant?.culture ?? 'en-US',
    hasEmvAndGiftSupport: flags.hasEmvAndGiftSupport === true,
    isOfflineCreditEnabled: flags.isOfflineCreditEnabled === true,
    isAlohaOrderDirectAddOnEnabled: flags.isAlohaOrderDirectAddOnEnabled === true,
    isASMEnabled: flags.isASMEnabled === true,
    isASMReportingEnabled: flags.isASMReportingEnabled === true,
    isASMEmployeeEnabled: flags.isASMEmployeeEnabled === true,
    smartManagerBaseUrl: typeof flags.smartManagerBaseUrl === 'string' ? flags.smartManagerBaseUrl : '',
    bslOrg: merchant?.bsl_org ?? null,
    bslEuid: null,
    ...yes,
  };
}

function featureFlagsOf(merchant: MerchantContextRow | undefined): FeatureFlags {
  const stored = merchant?.flags?.featureFlags;
  return normaliseFeatureFlags(
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null,
  );
}

/**
 * The session contexts last built, keyed by everything they are made of: the user and the fields of
 * theirs that show, the merchant, the store, the timeout, and the merchant's data version (bumped
 * by the database on every change of the merchant or its stores). A key read from the session row
 * of this request is right in every server process that shares the database; a change elsewhere
 * just makes a new key.
 */
export class SessionContextCache extends Lru<SessionContext> implements SessionContextStore {
  constructor(max = 5000) {
    super(max);
  }
}

function cacheKey(scope: Scope): string {
  return JSON.stringify([
    scope.userId,
    scope.merchantId,
    scope.storeId,
    scope.merchantVersion,
    scope.timeoutMinutes,
    scope.silverRole,
    scope.flags,
    scope.isAccountManager,
    scope.fullName,
    scope.username,
  ]);
}

/**
 * The one access-context builder: the portal data, the classic pages and the route access of every
 * endpoint read the session's context here (built once per request, cached across requests by
 * what it is made of). `scope` defaults to the request's session.
 */
export async function sessionContext(
  c: Context<AppEnv>,
  scope: Scope = c.var.scope,
): Promise<SessionContext> {
  const { db, contextCache } = c.var.deps;
  const key = cacheKey(scope);
  const cached = contextCache.get(key);
  if (cached) return cached;
  const merchant =
    scope.merchantId === null ? undefined : await merchantContext(db, scope.merchantId, scope.storeId);
  const data = portalDataOf(scope, merchant);
  const featureFlags = featureFlagsOf(merchant);
  const built = { data, featureFlags, ctx: accessContextOf(data, scope.flags, featureFlags) };
  contextCache.set(key, built);
  return built;
}
