import { Hono } from 'hono';
import { StoreStatus } from '../../src/domain/enums';
import { portalYesFlags, type PortalData } from '../../src/domain/portalData';
import { requireSession } from '../auth/scope';
import { one } from '../db/db';
import type { AppEnv } from '../http/env';

interface MerchantRow {
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
  flags: Record<string, unknown>;
  culture: string;
  bsl_org: string | null;
  active_store_count: number;
}

export const portal = new Hono<AppEnv>();

portal.get('/Portal/GetPortalData', requireSession(), async (c) => {
  const scope = c.var.scope;
  const { db } = c.var.deps;
  // the merchant, its active store count and the session's store, in one query
  const merchant = scope.merchantId
    ? await one<
        MerchantRow & {
          store_code: string | null;
          store_name: string | null;
          store_is_deleted: boolean | null;
          store_status_code: number | null;
          store_has_first_run: boolean | null;
        }
      >(
        db,
        `select m.*, st.store_code, st.name as store_name, st.is_deleted as store_is_deleted,
           st.status_code as store_status_code, st.has_first_run as store_has_first_run,
           (select count(*)::int from stores s where s.merchant_id = m.merchant_id
              and not s.is_deleted and s.status_code = $2) as active_store_count
         from merchants m left join stores st on st.store_id = $3 and st.merchant_id = m.merchant_id
         where m.merchant_id = $1`,
        [scope.merchantId, StoreStatus.Active, scope.storeId],
      )
    : undefined;
  const store = merchant?.store_code
    ? { store_code: merchant.store_code, name: merchant.store_name }
    : undefined;
  const flags = merchant?.flags ?? {};
  const yes = Object.fromEntries(portalYesFlags.map((f) => [f, flags[f] === 'Y' ? 'Y' : 'N'])) as Pick<
    PortalData,
    (typeof portalYesFlags)[number]
  >;
  const data: PortalData = {
    AppEnvironment: process.env.NODE_ENV === 'production' ? 'Production' : 'Demo',
    userFullName: scope.fullName,
    userName: scope.username,
    membershipUserId: scope.membershipUserId,
    posUserId: scope.posUserId,
    storeCode: store?.store_code ?? null,
    storeName: store?.name ?? null,
    storeIsDeleted: store ? merchant?.store_is_deleted === true : false,
    storeStatusCode: store ? (merchant?.store_status_code ?? null) : null,
    storeHasFirstRun: store ? merchant?.store_has_first_run !== false : true,
    merhantId: merchant?.merchant_id ?? null,
    merchantName: merchant?.name ?? null,
    userRole: scope.silverRole ?? (scope.flags.isCompanyUser ? 'Company User' : 'Store User'),
    resellerId: merchant?.reseller_id ?? 1,
    ProductMode: merchant?.product_mode ?? 1,
    featureIds: JSON.stringify(merchant?.feature_ids ?? []),
    creditGateway: merchant?.credit_gateway ?? 0,
    activeStoreCount: merchant?.active_store_count ?? 0,
    storeId: scope.storeId,
    timeout: scope.timeoutMinutes,
    supportStoreChange: (merchant?.active_store_count ?? 0) > 1 || !scope.flags.isCompanyUser,
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
  return c.json(data);
});
