import { describe, expect, it } from 'vitest';
import type { LoginResult } from './login';
import { needsStoreSelection, nextLoginStep } from './loginFlow';

const storeUser: LoginResult = {
  success: true,
  errorCode: null,
  eulaId: 0,
  eulaFileName: null,
  isAdminUser: false,
  isCompanyUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  posUserId: 1,
  membershipUserId: 'u',
  merchantStoreCount: 1,
  assignedUserStoreCount: 1,
  resetPassword: false,
  userRoleRank: 1,
  launchFirstRunUnleashFlag: false,
  merchantUserRoleId: 2,
  storePastDueRemainingDays: null,
  merchantId: 1001,
  merchantStatusCode: 2,
  storeId: 2001,
  storeStatusCode: 2,
  isPaymentRequired: false,
  isUpdatePaymentFeatureEnabled: false,
  featConfigurableRolePermission: false,
  resellerId: 1,
  productMode: 1,
};
const commerce = { ...storeUser, productMode: 2 };
const at = (r: Partial<LoginResult>) => ({ ...commerce, ...r });

describe('1-foundation §4 login flow, in order', () => {
  it('1. a plain user outside product mode 2 and the bank sees the place-of-use-only notice first', () => {
    expect(nextLoginStep(storeUser)).toBe('placeOfUseNotice');
  });

  it('1. not in product mode 2, nor for the bank reseller, nor for admins', () => {
    expect(nextLoginStep(commerce)).toBe('portal');
    expect(nextLoginStep({ ...storeUser, resellerId: 10017 })).toBe('portal');
    expect(nextLoginStep({ ...storeUser, isAdminUser: true })).toBe('merchantSelection');
  });

  it("1. the notice's OK continues the flow at step 2 (decision)", () => {
    expect(
      nextLoginStep({ ...storeUser, eulaId: 1, eulaFileName: 'BackroomEULA.html' }, 'placeOfUseNotice'),
    ).toBe('licence');
    expect(nextLoginStep(storeUser, 'placeOfUseNotice')).toBe('portal');
  });

  it('2. a pending licence needs an id above 0 and a file name', () => {
    expect(nextLoginStep(at({ eulaId: 1, eulaFileName: 'BackroomEULA.html' }))).toBe('licence');
    expect(nextLoginStep(at({ eulaId: 1, eulaFileName: null }))).toBe('portal');
    expect(nextLoginStep(at({ eulaId: 0, eulaFileName: 'x.html' }))).toBe('portal');
  });

  it('3. store status 5 shows the suspended account modal', () => {
    expect(nextLoginStep(at({ storeStatusCode: 5 }))).toBe('suspended');
  });

  it('4. past-due days present (also 0 or negative) show the past-due modal', () => {
    expect(nextLoginStep(at({ storePastDueRemainingDays: 3 }))).toBe('pastDue');
    expect(nextLoginStep(at({ storePastDueRemainingDays: 0 }))).toBe('pastDue');
    expect(nextLoginStep(at({ storePastDueRemainingDays: -5 }))).toBe('pastDue');
  });

  it('5. resetPassword shows change password', () => {
    expect(nextLoginStep(at({ resetPassword: true }))).toBe('changePassword');
  });

  it('6. several stores show store selection', () => {
    expect(nextLoginStep(at({ merchantStoreCount: 4, isCompanyUser: true }))).toBe('storeSelection');
    expect(nextLoginStep(at({ merchantStoreCount: 4, assignedUserStoreCount: 2 }))).toBe('storeSelection');
  });

  it('7. payment required flags the update-payment modal, otherwise the portal', () => {
    expect(nextLoginStep(at({ isPaymentRequired: true }))).toBe('updatePayment');
    expect(nextLoginStep(at({}))).toBe('portal');
  });

  it('each step comes before the later ones', () => {
    const all = at({
      eulaId: 1,
      eulaFileName: 'e.html',
      storeStatusCode: 5,
      storePastDueRemainingDays: 2,
      resetPassword: true,
      merchantStoreCount: 3,
      isCompanyUser: true,
      isPaymentRequired: true,
    });
    const seen = [];
    let step = nextLoginStep(all);
    while (step !== 'portal') {
      seen.push(step);
      step = nextLoginStep(all, step);
    }
    expect(seen).toEqual([
      'licence',
      'suspended',
      'pastDue',
      'changePassword',
      'storeSelection',
      'updatePayment',
    ]);
  });

  it('admins, merchant admins and partners go to merchant selection, or change password first', () => {
    for (const role of [{ isAdminUser: true }, { isMerchantAdminUser: true }, { isSilverPartner: true }]) {
      expect(nextLoginStep({ ...storeUser, ...role })).toBe('merchantSelection');
      expect(nextLoginStep({ ...storeUser, ...role, resetPassword: true })).toBe('changePassword');
      expect(nextLoginStep({ ...storeUser, ...role, resetPassword: true }, 'changePassword')).toBe(
        'merchantSelection',
      );
    }
  });
});

describe('1-foundation §6 store selection is needed', () => {
  it('when the merchant has more than one store and the user is a company user or has more than one assigned store', () => {
    expect(
      needsStoreSelection({ merchantStoreCount: 2, isCompanyUser: true, assignedUserStoreCount: 0 }),
    ).toBe(true);
    expect(
      needsStoreSelection({ merchantStoreCount: 2, isCompanyUser: false, assignedUserStoreCount: 2 }),
    ).toBe(true);
    expect(
      needsStoreSelection({ merchantStoreCount: 2, isCompanyUser: false, assignedUserStoreCount: 1 }),
    ).toBe(false);
    expect(
      needsStoreSelection({ merchantStoreCount: 1, isCompanyUser: true, assignedUserStoreCount: 0 }),
    ).toBe(false);
  });
});
