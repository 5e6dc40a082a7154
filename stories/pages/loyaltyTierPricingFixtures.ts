import type { LoyaltyTierPricingPageProps } from '../../src/features/menu/loyaltyTierPricing/LoyaltyTierPricingPage';
import { memberKey, type TieredPriceListMember } from '../../src/domain/loyaltyTierPricing';
import { initialParams } from '../../src/domain/listParams';
import type { ListState } from '../../src/scaffold/list/useListState';

const member = (
  MemberType: TieredPriceListMember['MemberType'],
  ItemMasterId: number,
  Name: string,
  Category: string,
  Price: number,
  PriceListPrice: number | null,
  ItemVariationId: number | null = null,
): TieredPriceListMember => ({
  id: memberKey({ MemberType, ItemMasterId, ItemVariationId }),
  MemberType,
  ItemMasterId,
  ItemVariationId,
  RetailPriceVariationGroupId: ItemVariationId ? 1 : null,
  Category,
  Name,
  Price,
  PriceListPrice,
});

/** A page of Harbor Bistro's members as GetMembers answers it. */
export const membersFixture: TieredPriceListMember[] = [
  member(2, 40, 'Add Bacon', 'Add-ons', 2.5, 2),
  member(0, 1, 'Clam Chowder', 'STARTERS', 8.5, 7.5),
  member(2, 31, 'Extra Fries', 'Sides', 4, null),
  member(3, 31, 'Extra Fries – Large', 'Sides', 6, 5, 8),
  member(0, 6, 'Fish and Chips', 'MAINS', 19, 17),
  member(0, 5, 'Garlic Bread', 'STARTERS', 6, null),
  member(0, 15, 'Lemonade', 'DRINKS', 4.5, null),
  member(1, 15, 'Lemonade – Large', 'DRINKS', 5.5, 4.75, 2),
];

export function memberListFixture(): ListState {
  const params = initialParams({ sort: { columnId: 'name', direction: 'asc' } });
  const noop = () => {};
  return { params, typedSearch: '', setSearch: noop, setPage: noop, setPageSize: noop, setSort: noop };
}

const noop = () => {};

export const loyaltyPageFixture: LoyaltyTierPricingPageProps = {
  values: { Name: 'Harbor Rewards Gold', Prices: {} },
  campaigns: ['Crew Club', 'Harbor Rewards Gold', 'Harbor Rewards Silver'],
  asOf: null,
  onReload: noop,
  saveState: 'default',
  saveError: null,
  onSubmit: noop,
  members: { rows: membersFixture, total: membersFixture.length, loading: false, error: null, onRetry: noop },
  list: memberListFixture(),
  typeFilter: 'all',
  onTypeFilterChange: noop,
};
