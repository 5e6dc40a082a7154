import useSWR from 'swr';
import type { MerchantListRow, StoreListRow } from '../domain/accountContract';
import type { PagedResult } from '../domain/contract';
import { http } from './http';

export interface StorePageQuery {
  page: number;
  pageSize: number;
  search: string;
  includeDeactivated: boolean;
}

function pagingBody(q: StorePageQuery) {
  return {
    PageRowCount: q.pageSize,
    RequestedPageNum: q.page,
    TotalRowCount: -1,
    SearchArg: q.search,
    includeDeletedStores: q.includeDeactivated,
    SearchArg5: q.includeDeactivated,
    isNewUi: true,
  };
}

/**
 * Stores of the session's merchant, a server page at a time (cached list tag MerchantStores).
 * `source` picks the company call (admins, company users, merchant admins, partners) or the
 * assigned-stores call (other users), as 1-foundation.md §6 says.
 */
export function useSelectableStores(q: StorePageQuery | null, source: 'company' | 'assigned') {
  const path = source === 'company' ? 'Company/GetMerchantStores' : 'User/GetBackOfficeAssignedStoresForUser';
  return useSWR<PagedResult<StoreListRow>>(q ? ([path, pagingBody(q)] as const) : null, {
    keepPreviousData: true,
  });
}

/** Merchants the user may work on (admins, merchant admins, partners): GetStoresWithMerchantsInfo. */
export function useSelectableMerchants(q: StorePageQuery | null) {
  const key = q
    ? `Account/GetStoresWithMerchantsInfo?${new URLSearchParams({
        PageRowCount: String(q.pageSize),
        RequestedPageNum: String(q.page),
        SearchArg: q.search,
        SearchArg5: String(q.includeDeactivated),
      })}`
    : null;
  return useSWR<PagedResult<MerchantListRow>>(key, { keepPreviousData: true });
}

export const companyApi = {
  merchantStores: (q: StorePageQuery) =>
    http.post<PagedResult<StoreListRow>>('Company/GetMerchantStores', pagingBody(q)),
};
