import { listFixture } from './listFixture';
import { type DiscountForm, type DiscountRow, newDiscountForm } from '../../src/domain/discount';
import { discountPermissions } from '../../src/domain/discountPermissions';
import { APPLY_TO_TYPES, DISCOUNT_TYPES } from '../../src/domain/discountTypes';
import type { ListState } from '../../src/scaffold/list/useListState';

/** Harbor Bistro's discounts as the list shows them. */
export const discountRowsFixture: DiscountRow[] = [
  {
    Id: 1,
    Name: 'BIRTHDAY',
    Description: 'Birthday promotion $10 off',
    IsAvailable: true,
    AvailableStores: 5,
    DiscountType: 'B',
    DiscountAmount: 10,
  },
  {
    Id: 2,
    Name: 'CASH 3',
    Description: 'Three percent off cash tender',
    IsAvailable: true,
    AvailableStores: 1,
    DiscountType: 'P',
    DiscountAmount: 3,
  },
  {
    Id: 3,
    Name: 'HAPPY HOUR',
    Description: 'Twenty percent off drinks',
    IsAvailable: true,
    AvailableStores: 3,
    DiscountType: 'P',
    DiscountAmount: 20,
  },
  {
    Id: 4,
    Name: 'KIDS MEAL',
    Description: 'Kids meal at a set price',
    IsAvailable: false,
    AvailableStores: 4,
    DiscountType: 'I',
    DiscountAmount: 4.95,
  },
  {
    Id: 5,
    Name: 'LOYALTY 5',
    Description: 'Five dollars off for members',
    IsAvailable: true,
    AvailableStores: 5,
    DiscountType: 'A',
    DiscountAmount: 5,
  },
  {
    Id: 6,
    Name: 'SPRING PROMO',
    Description: 'Spring promotion 15% off',
    IsAvailable: true,
    AvailableStores: 5,
    DiscountType: 'Q',
    DiscountAmount: 15,
  },
];

export const discountTypesFixture = DISCOUNT_TYPES;
export const applyToTypesFixture = APPLY_TO_TYPES;

export const storesFixture = [
  { StoreId: 2001, StoreName: 'Harbor Downtown' },
  { StoreId: 2005, StoreName: 'Harbor Midtown' },
  { StoreId: 2006, StoreName: 'Harbor Pier' },
  { StoreId: 2004, StoreName: 'Harbor Seaside' },
  { StoreId: 2002, StoreName: 'Harbor Uptown' },
];

/** The list held still, by name ascending. */
export const discountListFixture = (): ListState =>
  listFixture({ sort: { columnId: 'name', direction: 'asc' } });

/** HAPPY HOUR as the form holds it: three of the five stores. */
export const happyHourFixture: DiscountForm = {
  ...newDiscountForm(),
  Id: 3,
  Name: 'HAPPY HOUR',
  Description: 'Twenty percent off drinks',
  DiscountType: 'P',
  DiscountAmount: 20,
  ShowOnActivitySummary: true,
  AssignedStores: [2001, 2002, 2006, 2004],
  ConcurrencyChecksum: 1,
};

export const enterprisePermissions = discountPermissions(
  { isEnterprise: true, storeCount: 5 },
  { isNew: false, type: 'P' },
);
export const restrictedPermissions = discountPermissions(
  { isEnterprise: false, storeCount: 2 },
  { isNew: false, type: 'P' },
);
export const newPermissions = discountPermissions({ isEnterprise: false, storeCount: 1 }, { isNew: true });
