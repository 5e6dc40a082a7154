import type { ApiResult, PagedResult } from '../domain/contract';
import type {
  MembersQuery,
  TieredPriceList,
  TieredPriceListMember,
  TieredPriceListSave,
} from '../domain/loyaltyTierPricing';
import { http, type RequestOptions, send } from './http';
import { useApiRead } from './read';

/** The TieredPriceList calls (2-menu-and-reports.md §7; docs/api.md "Loyalty tier pricing"). */
export const tieredPriceListPaths = {
  list: 'TieredPriceList/GetTieredPriceList',
  members: 'TieredPriceList/GetMembers',
  add: 'TieredPriceList/AddTieredPriceList',
  update: 'TieredPriceList/UpdateTieredPriceList',
} as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const tieredPriceListApi = {
  /** The merchant's first list (TieredPriceListId 0): POST. */
  add: (body: TieredPriceListSave, options?: RequestOptions) =>
    http.write<ApiResult<TieredPriceList>>(tieredPriceListPaths.add, body, options),
  /** The list as loaded (its ConcurrencyChecksum; 409 when someone saved it since): PUT. */
  update: (body: TieredPriceListSave, options?: RequestOptions) =>
    send<ApiResult<TieredPriceList>>('PUT', tieredPriceListPaths.update, { ...options, body }),
  /** Add for a merchant without a list yet, Update otherwise. */
  save: (body: TieredPriceListSave, options?: RequestOptions) =>
    body.TieredPriceListId === 0
      ? tieredPriceListApi.add(body, options)
      : tieredPriceListApi.update(body, options),
};

/** The merchant's list (TieredPriceListId 0 before its first save) and the loyalty provider's campaigns. */
export function useTieredPriceList() {
  return useApiRead<ApiResult<TieredPriceList>>(tieredPriceListPaths.list);
}

/** A page of the members with their price-list prices (a GET: the query is in the path). */
export function useTieredPriceListMembers(query: MembersQuery | null) {
  const params = new URLSearchParams();
  if (query) for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  return useApiRead<PagedResult<TieredPriceListMember>>(
    query ? `${tieredPriceListPaths.members}?${params}` : null,
    undefined,
    { keepPreviousData: true },
  );
}
