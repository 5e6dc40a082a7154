import type { ApiResult } from '../domain/contract';
import type {
  AddRevenueCenterValidation,
  RevenueCenter,
  RevenueCenterDeviceRow,
  RevenueCenterOrderModeRow,
  RevenueCenterStoreDetail,
  SaveRevenueCenterBody,
} from '../domain/revenueCenter';
import { type RequestOptions, send } from './http';
import { useApiRead } from './read';

/** The RevenueCenter calls (3-settings-and-employees.md §7; docs/api.md "Revenue centers"). */
export const revenueCenterPaths = {
  list: 'RevenueCenter/GetRevenueCenters',
  read: 'RevenueCenter/GetRevenueCenterById',
  addValidation: 'RevenueCenter/GetAddRevenueCenterValidation',
  remove: 'RevenueCenter/DeleteRevenueCenter',
  stores: 'RevenueCenter/GetStoreDetails',
  orderModes: 'RevenueCenter/GetOrderModes',
  devices: 'RevenueCenter/GetRevenueCenterDevices',
  save: 'RevenueCenter/SaveRevenueCenter',
} as const;

/** What a revenue center write changes: every revenue center read. */
export const REVENUE_CENTER_READS = ['RevenueCenter/'] as const;

/** A GET read's key: its path with its query (api/keys.ts: a GET's query is in its path). */
function withQuery(path: string, query: Record<string, number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${params}`;
}

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const revenueCenterApi = {
  save: (body: SaveRevenueCenterBody, options?: RequestOptions) =>
    send<ApiResult<RevenueCenter>>('POST', revenueCenterPaths.save, { ...options, body }),
  remove: (
    query: { merchantId: number; revenueCenterId: number; concurrencyChecksum: number },
    options?: RequestOptions,
  ) => send<ApiResult>('DELETE', revenueCenterPaths.remove, { ...options, query }),
};

/** The merchant's revenue centers (null pauses). */
export function useRevenueCenters(merchantId: number | null) {
  return useApiRead<ApiResult<RevenueCenter[]>>(
    merchantId === null ? null : withQuery(revenueCenterPaths.list, { merchantId }),
  );
}

/** One revenue center (null pauses: a new one reads nothing). */
export function useRevenueCenter(merchantId: number | null, revenueCenterId: number | null) {
  return useApiRead<ApiResult<RevenueCenter>>(
    merchantId === null || revenueCenterId === null
      ? null
      : withQuery(revenueCenterPaths.read, { merchantId, revenueCenterId }),
  );
}

/** Whether a new center could take a device or an order mode (null pauses: asked before adding only). */
export function useAddRevenueCenterValidation(merchantId: number | null) {
  return useApiRead<ApiResult<AddRevenueCenterValidation>>(
    merchantId === null ? null : withQuery(revenueCenterPaths.addValidation, { merchantId }),
  );
}

/** The merchant's live stores (the Assign Store grid). */
export function useRevenueCenterStores(merchantId: number | null) {
  return useApiRead<ApiResult<RevenueCenterStoreDetail[]>>(
    merchantId === null ? null : withQuery(revenueCenterPaths.stores, { merchantId }),
  );
}

/** The devices of the stores chosen, with the center each belongs to (null pauses). */
export function useRevenueCenterDevices(merchantId: number | null, stores: readonly number[]) {
  return useApiRead<ApiResult<RevenueCenterDeviceRow[]>>(
    merchantId === null ? null : revenueCenterPaths.devices,
    { MerchantId: merchantId, Stores: stores },
    { keepPreviousData: true },
  );
}

/** The order modes of the stores chosen, with the center each belongs to (null pauses). */
export function useRevenueCenterOrderModes(merchantId: number | null, stores: readonly number[]) {
  return useApiRead<ApiResult<RevenueCenterOrderModeRow[]>>(
    merchantId === null ? null : revenueCenterPaths.orderModes,
    { MerchantId: merchantId, Stores: stores },
    { keepPreviousData: true },
  );
}
