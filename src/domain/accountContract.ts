/**
 * Bodies and answers of the sign-in, selection and session calls (1-foundation.md §3, §7). The
 * server validates with these schemas; the portal's api modules use these types. Messages are keys.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, UNKNOWN_TOTAL } from './enums';
import { newPasswordRule } from './password';
import { yup } from './validation';

export const SEARCH_MAX = 100;
export const MAX_PAGE_ROWS = 10000;

/** Paging request (§3): PageRowCount 25, first page 1, total -1 (unknown); SearchArg5 = include deactivated (default true). */
export const pagingSchema = yup.object({
  PageRowCount: yup.number().integer().min(1).max(MAX_PAGE_ROWS).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: yup.number().integer().min(1).default(FIRST_PAGE),
  TotalRowCount: yup.number().integer().default(UNKNOWN_TOTAL),
  SearchArg: yup.string().trim().max(SEARCH_MAX).default(''),
  includeDeletedStores: yup.boolean().default(true),
  SearchArg4: yup.string().max(SEARCH_MAX).nullable().default(null),
  SearchArg5: yup.boolean().default(true),
  SearchArg6: yup.string().max(SEARCH_MAX).nullable().default(null),
  isNewUi: yup.boolean().default(true),
});
export type PagingRequest = yup.InferType<typeof pagingSchema>;

/** Store list row (§3). */
export interface StoreListRow {
  MerchantId: number;
  StoreId: number;
  StoreCode: string;
  StoreName: string;
  MerchantName: string;
  IsDeleted: boolean;
  HasFirstRun: boolean;
  StoreStatusCode: number;
}

/** Merchant list row of the merchant selection (GetStoresWithMerchantsInfo). */
export interface MerchantListRow {
  MerchantId: number;
  MerchantName: string;
  ResellerId: number;
  ProductMode: number;
  StoreCount: number;
  IsDeleted: boolean;
}

export const storeStatusRequestSchema = yup.object({
  StoreId: yup.number().integer().min(0).required(),
  MerchantId: yup.number().integer().min(0).required(),
});

/** Store status check answer (§3). */
export interface StoreStatusResult {
  IsSuccessful: boolean;
  Message?: string | null;
  PastDueRemainingDays: number | null;
  StoreStatusCode: number;
  BillingInfo: string | null;
  IsAccountManager: boolean;
}

/** Store context save (§3): body StoreCode, StoreName, OverrideMerchantId; query StoreId (0 = the merchant only). */
export const storeContextSchema = yup.object({
  StoreCode: yup.string().max(50).nullable().default(null),
  StoreName: yup.string().max(100).nullable().default(null),
  OverrideMerchantId: yup.number().integer().min(0).nullable().default(null),
});

/** Password change (§3). */
export const changePasswordBodySchema = yup.object({
  MembershipUserId: yup.string().max(64).required(),
  MembershipUserName: yup.string().max(256).required(),
  POSUserId: yup.number().integer().nullable().default(null),
  OldPassword: yup.string().max(256).required(),
  Password: newPasswordRule,
  ReenterPassword: yup
    .string()
    .required()
    .oneOf([yup.ref('Password')], 'ChangePassword.PasswordsNotMatch'),
});

/** Reset via the e-mailed link: POST User/ChangePasswordAndCreateSession?tk=… */
export const resetWithTokenSchema = yup.object({
  newPassword: newPasswordRule,
});

export const forgotPasswordSchema = yup.object({ userName: yup.string().trim().required().max(256) });
export const forgotUsernameSchema = yup.object({
  emailAddress: yup.string().trim().required().email().max(256),
});

/** Licence acceptance (§3). */
export const eulaAcceptanceSchema = yup.object({
  eulaId: yup.number().integer().min(1).required(),
  membershipUserId: yup.string().max(64).required(),
  merchantId: yup.number().integer().min(0).required(),
  merchantStatusCode: yup.number().integer().required(),
});

/** Renew session: without a password while the session lives (extend), with it once it has ended. */
export const renewSessionSchema = yup.object({ password: yup.string().max(256).nullable().default(null) });

/** Notification (3-settings-and-employees.md §3). */
export interface NotificationMessage {
  MessageText: string;
  Links: { LinkKey: string; LinkURL: string; LinkText: string }[];
}
export interface PortalNotification {
  NotificationId: number;
  NotificationTitle: string;
  NotificationDescription: string;
  Messages: NotificationMessage[];
}

/** A reset link lives 60 minutes and serves once. */
export const RESET_LINK_MINUTES = 60;
/** The online-ordering bearer token lives 5 minutes. */
export const JWT_MINUTES = 5;
