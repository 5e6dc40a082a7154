import { describe, expect, it } from 'vitest';
import {
  canContinueSuspended,
  canUpdatePayment,
  pastDueButtons,
  pastDueMessageKey,
  pastDueOutcome,
  pastDueTitleKey,
} from './pastDue';

const base = {
  days: 5,
  isAdminUser: false,
  configurableRoles: false,
  isUpdatePaymentFeatureEnabled: false,
  isAccountManager: false,
  merchantUserRoleId: 2,
};

describe('1-foundation §4 past-due modal', () => {
  it('the title shows the remaining days, or a no-days title when the days are negative', () => {
    expect(pastDueTitleKey(5)).toBe('PastDue.Title');
    expect(pastDueTitleKey(0)).toBe('PastDue.Title');
    expect(pastDueTitleKey(-1)).toBe('PastDue.TitleNoDays');
  });

  it('who may update payment: the flag under configurable roles, else account manager or merchant role 1', () => {
    expect(canUpdatePayment({ ...base, configurableRoles: true, isUpdatePaymentFeatureEnabled: true })).toBe(
      true,
    );
    expect(canUpdatePayment({ ...base, configurableRoles: true, isAccountManager: true })).toBe(false);
    expect(canUpdatePayment({ ...base, isAccountManager: true })).toBe(true);
    expect(canUpdatePayment({ ...base, merchantUserRoleId: 1 })).toBe(true);
    expect(canUpdatePayment(base)).toBe(false);
  });

  it('buttons are Skip and Update Payment for those who may update, otherwise a single OK', () => {
    expect(pastDueButtons({ ...base, isAccountManager: true })).toEqual(['skip', 'updatePayment']);
    expect(pastDueButtons(base)).toEqual(['ok']);
  });

  it('Skip logs off when the days are negative and the user is not an admin; otherwise it continues', () => {
    expect(pastDueOutcome('skip', { ...base, days: -1 }, true)).toBe('logOff');
    expect(pastDueOutcome('skip', { ...base, days: -1, isAdminUser: true }, true)).toBe('continue');
    expect(pastDueOutcome('skip', base, true)).toBe('continue');
  });

  it('Update Payment sets the show-update-payment flag, then continues', () => {
    expect(pastDueOutcome('updatePayment', base, true)).toBe('updatePayment');
  });

  it('OK at login with negative days logs off', () => {
    expect(pastDueOutcome('ok', { ...base, days: -5 }, true)).toBe('logOff');
    expect(pastDueOutcome('ok', { ...base, days: -5 }, false)).toBe('continue');
    expect(pastDueOutcome('ok', base, true)).toBe('continue');
  });

  it('account managers may update payment; others are told to ask one (§6)', () => {
    expect(pastDueMessageKey({ ...base, isAccountManager: true })).toBe('PastDue.MessageDays');
    expect(pastDueMessageKey({ ...base, days: -2 })).toBe('PastDue.MessageOverdueAskAccountManager');
  });
});

describe('1-foundation §4 suspended account modal', () => {
  it('"I understand" is hidden for non-admins and for merchant admins', () => {
    expect(canContinueSuspended({ isAdminUser: true, isMerchantAdminUser: false })).toBe(true);
    expect(canContinueSuspended({ isAdminUser: false, isMerchantAdminUser: false })).toBe(false);
    expect(canContinueSuspended({ isAdminUser: false, isMerchantAdminUser: true })).toBe(false);
  });
});
