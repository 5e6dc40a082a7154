import type { ApiResult } from '../domain/contract';
import type {
  ActivitySummary,
  CustomerDashboard,
  DashboardPeriodRequest,
  SalesDashboard,
} from '../domain/myStore';
import { http } from './http';
import { myStorePaths } from '../domain/myStorePaths';
import { useApiRead } from './read';

export { myStorePaths };

export const myStoreApi = {
  activitySummary: () => http.post<ApiResult<ActivitySummary>>(myStorePaths.activity, {}),
  salesDashboard: (period: DashboardPeriodRequest) =>
    http.post<ApiResult<SalesDashboard>>(myStorePaths.sales, period),
  customerDashboard: (period: DashboardPeriodRequest) =>
    http.post<ApiResult<CustomerDashboard>>(myStorePaths.customers, period),
};

/** Today's figures of the session's store (or company). `enabled` false pauses the request. */
export function useActivitySummary(enabled: boolean) {
  return useApiRead<ApiResult<ActivitySummary>>(enabled ? myStorePaths.activity : null, {});
}

/** The sales dashboard of a period; `null` pauses. The previous period's figures stay while the next load. */
export function useSalesDashboard(period: DashboardPeriodRequest | null) {
  return useApiRead<ApiResult<SalesDashboard>>(period ? myStorePaths.sales : null, period ?? undefined, {
    keepPreviousData: true,
  });
}

/** The customer dashboard of a period; `null` pauses. */
export function useCustomerDashboard(period: DashboardPeriodRequest | null) {
  return useApiRead<ApiResult<CustomerDashboard>>(
    period ? myStorePaths.customers : null,
    period ?? undefined,
    {
      keepPreviousData: true,
    },
  );
}
