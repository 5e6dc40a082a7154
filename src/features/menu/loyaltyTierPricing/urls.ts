import {
  MEMBER_SORT,
  type MemberSort,
  type MembersQuery,
  type MemberTypeFilter,
  memberTypeFilters,
} from '../../../domain/loyaltyTierPricing';
import { routePath } from '../../../domain/routes';
import type { ListDefaults, ListParams } from '../../../domain/listParams';

/** Loyalty tier pricing in the portal (/menu/loyaltytierpricing). */
export const loyaltyTierPricingPath = routePath('/menu/loyaltytierpricing');

/** The members grid's defaults: by name, sortable by the server's allow-list; `q` is the item name. */
export const memberListDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies MemberSort, direction: 'asc' },
  sortable: MEMBER_SORT,
};

/** The type filter in the URL (?type=item); all by default. */
export const TYPE_PARAM = 'type';

export function readTypeFilter(params: URLSearchParams): MemberTypeFilter {
  const value = params.get(TYPE_PARAM);
  return (memberTypeFilters as readonly string[]).includes(value ?? '') ? (value as MemberTypeFilter) : 'all';
}

/** The query with another type filter, back on the first page. */
export function withTypeFilter(params: URLSearchParams, type: MemberTypeFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (type === 'all') next.delete(TYPE_PARAM);
  else next.set(TYPE_PARAM, type);
  return next;
}

/** GetMembers' query for the grid's state. */
export function membersQuery(list: ListParams, type: MemberTypeFilter, listId: number): MembersQuery {
  const sort =
    list.sort && (MEMBER_SORT as readonly string[]).includes(list.sort.columnId) ? list.sort : null;
  return {
    tieredPriceListId: listId,
    itemNameFilter: list.search,
    typeFilter: type,
    pageNumber: list.page,
    pageSize: list.pageSize,
    sortColumn: (sort?.columnId ?? 'name') as MemberSort,
    sortDirection: sort?.direction ?? 'asc',
  };
}
