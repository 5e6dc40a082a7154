import { describe, expect, it } from 'vitest';
import { isCompanyViewOfSites, ViewLevel, viewLevelOf, workingStoreOf } from './viewLevel';

describe('3-settings §1, §6: view level 2 is a company view of more than one site', () => {
  it('company view of several stores is level 2; a store, or a company of one store, is not', () => {
    expect(viewLevelOf({ storeId: null, activeStoreCount: 3 })).toBe(ViewLevel.Company);
    expect(viewLevelOf({ storeId: 2001, activeStoreCount: 3 })).toBe(ViewLevel.SingleStore);
    expect(isCompanyViewOfSites({ storeId: null, activeStoreCount: 1 })).toBe(false);
    expect(isCompanyViewOfSites({ storeId: null, activeStoreCount: 2 })).toBe(true);
  });
});

describe('3-settings §1: a company view of a single store works as that store', () => {
  it('the working store is the session store, else the sole store, never a store of several sites', () => {
    expect(workingStoreOf({ storeId: 2001, activeStoreCount: 3, soleStoreId: null })).toBe(2001);
    expect(workingStoreOf({ storeId: null, activeStoreCount: 1, soleStoreId: 3001 })).toBe(3001);
    expect(workingStoreOf({ storeId: null, activeStoreCount: 3, soleStoreId: 3001 })).toBeNull();
    expect(workingStoreOf({ storeId: null, activeStoreCount: 0, soleStoreId: null })).toBeNull();
  });
});
