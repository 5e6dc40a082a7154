import { describe, expect, it } from 'vitest';
import { StoreStatus } from './enums';
import {
  canPickStore,
  includesDeactivatedByDefault,
  merchantLabel,
  type StoreLabelContext,
  storeBadgesOf,
  storeLabel,
  storeListSource,
} from './storeSelection';

const plain: StoreLabelContext = {
  isAdminUser: false,
  isCompanyUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  firstRunFlag: true,
  userRoleRank: 1,
};
const admin = { ...plain, isAdminUser: true };
const partner = { ...plain, isSilverPartner: true };
const store = {
  StoreName: 'Harbor Uptown',
  IsDeleted: false,
  HasFirstRun: true,
  StoreStatusCode: StoreStatus.Active,
};
const fresh = { ...store, StoreName: 'Harbor Midtown', HasFirstRun: false };
const deleted = {
  ...store,
  StoreName: 'Harbor Airport',
  IsDeleted: true,
  StoreStatusCode: StoreStatus.Inactive,
};

describe('1-foundation §6 store list marks', () => {
  it('a store with its first run done shows its plain name', () => {
    expect(storeLabel(store, plain)).toBe('Harbor Uptown');
  });

  it('a store with no first run gets a * NEW * suffix for a non-admin user when the first-run flag is set and the rank is 1', () => {
    expect(storeLabel(fresh, plain)).toBe('Harbor Midtown * NEW *');
  });

  it('no * NEW * suffix for an admin user', () => {
    expect(storeLabel(fresh, admin)).toBe('Harbor Midtown');
  });

  it('no * NEW * suffix when the first-run flag is not set', () => {
    expect(storeLabel(fresh, { ...plain, firstRunFlag: false })).toBe('Harbor Midtown');
  });

  it('no * NEW * suffix when the rank is not 1', () => {
    expect(storeLabel(fresh, { ...plain, userRoleRank: 2 })).toBe('Harbor Midtown');
  });

  it('deleted stores get a * prefix, shown to admins and partners', () => {
    expect(storeLabel(deleted, admin)).toBe('* Harbor Airport');
    expect(storeLabel(deleted, partner)).toBe('* Harbor Airport');
  });

  it('a deactivated (inactive) store counts as deleted', () => {
    expect(storeLabel({ ...store, StoreStatusCode: StoreStatus.Inactive }, admin)).toBe('* Harbor Uptown');
  });

  it('other users see no * prefix', () => {
    expect(storeLabel(deleted, plain)).toBe('Harbor Airport');
    expect(storeLabel(deleted, { ...plain, isCompanyUser: true })).toBe('Harbor Airport');
    expect(storeLabel(deleted, { ...plain, isMerchantAdminUser: true })).toBe('Harbor Airport');
  });

  it('both marks together: a deleted store with no first run, seen by a partner', () => {
    expect(storeLabel({ ...deleted, HasFirstRun: false }, partner)).toBe('* Harbor Airport * NEW *');
  });

  it('deleted merchants get the same * prefix for admins and partners only', () => {
    const row = { MerchantName: 'Old Mill Diner', IsDeleted: true };
    expect(merchantLabel(row, admin)).toBe('* Old Mill Diner');
    expect(merchantLabel(row, partner)).toBe('* Old Mill Diner');
    expect(merchantLabel(row, { isAdminUser: false, isSilverPartner: false })).toBe('Old Mill Diner');
    expect(merchantLabel({ ...row, IsDeleted: false }, admin)).toBe('Old Mill Diner');
  });
});

describe('1-foundation §6 store list source', () => {
  it('admin, company, merchant admin and partner users use the company merchant-stores call', () => {
    expect(storeListSource({ ...plain, isAdminUser: true })).toBe('company');
    expect(storeListSource({ ...plain, isCompanyUser: true })).toBe('company');
    expect(storeListSource({ ...plain, isMerchantAdminUser: true })).toBe('company');
    expect(storeListSource({ ...plain, isSilverPartner: true })).toBe('company');
  });

  it('other users use the assigned-stores call', () => {
    expect(storeListSource(plain)).toBe('assigned');
  });
});

describe('1-foundation §6: deactivated stores are selectable by admins, merchant admins and partners only', () => {
  const deactivated = { ...store, StoreId: 2003, IsDeleted: true, StoreStatusCode: StoreStatus.Inactive };
  it('plain and company users cannot pick them and do not see them until they ask', () => {
    expect(canPickStore(deactivated, plain)).toBe(false);
    const companyUser = { ...plain, isCompanyUser: true };
    expect(includesDeactivatedByDefault(companyUser)).toBe(false);
  });
  it('admins, merchant admins and partners can, and see them by default (the specification default on)', () => {
    for (const who of [admin, partner, { ...plain, isMerchantAdminUser: true }]) {
      expect(canPickStore(deactivated, who)).toBe(true);
      expect(includesDeactivatedByDefault(who)).toBe(true);
    }
  });
  it('every user sees the badges: current store, deactivated, suspended, pending', () => {
    expect(storeBadgesOf({ ...deactivated }, 2003)).toEqual(['current', 'deactivated']);
    expect(storeBadgesOf({ ...store, StoreId: 2004, StoreStatusCode: StoreStatus.Suspended }, 2001)).toEqual([
      'suspended',
    ]);
    expect(storeBadgesOf({ ...store, StoreId: 9, StoreStatusCode: StoreStatus.Pending }, null)).toEqual([
      'pending',
    ]);
    expect(storeBadgesOf({ ...store, StoreId: 2001 }, null)).toEqual([]);
  });
});
