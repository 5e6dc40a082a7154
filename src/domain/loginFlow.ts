import { BANK_RESELLER_ID, ProductMode, StoreStatus } from './enums';
import type { LoginResult } from './login';
import { isPlainUser } from './roles';

/** The steps of the login flow (1-foundation.md §4 "Login flow"), in the order they are checked. */
export const loginSteps = [
  'placeOfUseNotice',
  'licence',
  'suspended',
  'pastDue',
  'changePassword',
  'storeSelection',
  'merchantSelection',
  'updatePayment',
  'portal',
] as const;
export type LoginStep = (typeof loginSteps)[number];

type Flow = Pick<
  LoginResult,
  | 'isAdminUser'
  | 'isCompanyUser'
  | 'isMerchantAdminUser'
  | 'isSilverPartner'
  | 'productMode'
  | 'resellerId'
  | 'eulaId'
  | 'eulaFileName'
  | 'storeStatusCode'
  | 'storePastDueRemainingDays'
  | 'resetPassword'
  | 'merchantStoreCount'
  | 'assignedUserStoreCount'
  | 'isPaymentRequired'
>;

/** Store selection is needed if the merchant has more than one store and the user is a company user or has more than one assigned store (§6). */
export function needsStoreSelection(
  r: Pick<Flow, 'merchantStoreCount' | 'isCompanyUser' | 'assignedUserStoreCount'>,
): boolean {
  return r.merchantStoreCount > 1 && (r.isCompanyUser || r.assignedUserStoreCount > 1);
}

/** Admin, merchant admin and partner users pick a merchant (and then a store). */
export function picksMerchant(
  r: Pick<Flow, 'isAdminUser' | 'isMerchantAdminUser' | 'isSilverPartner'>,
): boolean {
  return !isPlainUser({ ...r, isCompanyUser: false });
}

const checks: Record<Exclude<LoginStep, 'portal'>, (r: Flow) => boolean> = {
  // 1. a plain user, unless product mode 2 or the bank reseller
  placeOfUseNotice: (r) =>
    !picksMerchant(r) && r.productMode !== ProductMode.Commerce && r.resellerId !== BANK_RESELLER_ID,
  // 2. a pending licence: an id above 0 and a file name
  licence: (r) => !picksMerchant(r) && r.eulaId > 0 && !!r.eulaFileName,
  // 3. the store is suspended
  suspended: (r) => !picksMerchant(r) && r.storeStatusCode === StoreStatus.Suspended,
  // 4. past-due days are present
  pastDue: (r) =>
    !picksMerchant(r) && r.storePastDueRemainingDays !== null && r.storePastDueRemainingDays !== undefined,
  // 5. a password reset is required (admins too: before merchant selection)
  changePassword: (r) => r.resetPassword,
  // 6. several stores
  storeSelection: (r) => !picksMerchant(r) && needsStoreSelection(r),
  // admins, merchant admins and partners pick a merchant
  merchantSelection: (r) => picksMerchant(r),
  // 7. payment required: the update-payment modal is flagged
  updatePayment: (r) => !picksMerchant(r) && r.isPaymentRequired,
};

/**
 * The next step of the login flow after `done` (or the first step when nothing is done yet).
 * Each step is checked in the order of §4; a step the user has passed is not asked again. The
 * place-of-use notice's OK continues at step 2 (docs/decisions.md), and every later step continues
 * with the checks after it.
 */
export function nextLoginStep(r: Flow, done?: LoginStep): LoginStep {
  const start = done ? loginSteps.indexOf(done) + 1 : 0;
  for (const step of loginSteps.slice(start)) {
    if (step === 'portal') return 'portal';
    if (checks[step](r)) return step;
  }
  return 'portal';
}
