/** Log-on: its result, its error codes and its one portal rule. No yup here: the login page loads it. */
/** The login result (1-foundation.md §3). */
export interface LoginResult {
  success: boolean;
  errorCode: LoginErrorCode | null;
  eulaId: number;
  eulaFileName: string | null;
  isAdminUser: boolean;
  isCompanyUser: boolean;
  isMerchantAdminUser: boolean;
  isSilverPartner: boolean;
  posUserId: number;
  membershipUserId: string;
  merchantStoreCount: number;
  assignedUserStoreCount: number;
  resetPassword: boolean;
  userRoleRank: number;
  launchFirstRunUnleashFlag: boolean;
  merchantUserRoleId: number | null;
  storePastDueRemainingDays: number | null;
  merchantId: number;
  merchantStatusCode: number;
  storeId: number;
  storeStatusCode: number;
  isPaymentRequired: boolean;
  isUpdatePaymentFeatureEnabled: boolean;
  featConfigurableRolePermission: boolean;
  resellerId: number;
  productMode: number;
}

/** Login error codes (1-foundation.md §8). */
export const LoginError = {
  InvalidCredentials: 'I',
  LockedOut: 'L',
  NotApproved: 'A',
  NoFeatureForRole: 'F',
  DeactivatedMerchant: 'X',
  DeactivatedStore: 'D',
  NoLicenceFile: 'N',
  NoMerchant: 'M',
  NoStore: 'S',
} as const;
export type LoginErrorCode = (typeof LoginError)[keyof typeof LoginError];

/** Login: submit disabled if username or password is empty (1-foundation.md §5). */
export function canSubmitLogin(username: string, password: string): boolean {
  return username.trim() !== '' && password !== '';
}
