/**
 * Bodies and answers of the sign-in, selection and session calls (1-foundation.md §3, §7). The
 * server validates with these schemas; the portal's api modules use these types. Messages are keys.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, UNKNOWN_TOTAL } from './enums';
import { newPasswordRule } from './password';
import {
  emptyOrEmailAddress,
  flag,
  id,
  integer,
  loginName,
  text,
  ValidationMessages,
  yup,
} from './validation';

export const SEARCH_MAX = 100;
export const MAX_PAGE_ROWS = 10000;

/** Paging request (§3): PageRowCount 25, first page 1, total -1 (unknown); SearchArg5 = include deactivated (default true). */
export const pagingSchema = yup.object({
  PageRowCount: integer().min(1).max(MAX_PAGE_ROWS).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: integer().min(1).default(FIRST_PAGE),
  TotalRowCount: integer().default(UNKNOWN_TOTAL),
  SearchArg: text({ trim: true }).max(SEARCH_MAX).default(''),
  includeDeletedStores: flag().default(true),
  SearchArg4: text().max(SEARCH_MAX).nullable().default(null),
  SearchArg5: flag().default(true),
  SearchArg6: text().max(SEARCH_MAX).nullable().default(null),
  isNewUi: flag().default(true),
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
  StoreId: id().required(),
  MerchantId: id().required(),
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
  StoreCode: text().max(50).nullable().default(null),
  StoreName: text().max(100).nullable().default(null),
  OverrideMerchantId: id().nullable().default(null),
});

/**
 * Password change (§3). §2 and §5 ask for the old password, §3's body carries none: it travels as
 * OldPassword, which only the change §4 asks for right after log-on (resetPassword) may leave out.
 */
export const changePasswordBodySchema = yup.object({
  MembershipUserId: text().max(64).required(),
  MembershipUserName: loginName().max(256).required(),
  POSUserId: integer().nullable().default(null),
  OldPassword: text().max(256).nullable().default(null),
  Password: newPasswordRule,
  ReenterPassword: text()
    .required()
    .oneOf([yup.ref('Password')], 'ChangePassword.PasswordsNotMatch'),
});

/** Reset via the e-mailed link: POST User/ChangePasswordAndCreateSession?tk=… */
export const resetWithTokenSchema = yup.object({
  newPassword: newPasswordRule,
});

export const forgotPasswordSchema = yup.object({ userName: loginName().required().max(256) });
export const forgotUsernameSchema = yup.object({
  emailAddress: loginName().required().test('email', ValidationMessages.email, emptyOrEmailAddress).max(256),
});

/** Licence acceptance (§3). */
export const eulaAcceptanceSchema = yup.object({
  eulaId: id().min(1).required(),
  membershipUserId: text().max(64).required(),
  merchantId: id().required(),
  merchantStatusCode: integer().required(),
});

/** Renew session: without a password while the session lives (extend), with it once it has ended. */
export const renewSessionSchema = yup.object({ password: text().max(256).nullable().default(null) });

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

/** Account/GetMerchant (body not shown: none is needed): the session's merchant. */
export const getMerchantSchema = yup.object({});

/** The session's merchant as GetMerchant answers it. */
export interface MerchantDetails {
  MerchantId: number;
  MerchantName: string;
  ResellerId: number;
  ProductMode: number;
  MerchantType: number;
  MerchantStatusCode: number;
  CountryId: number;
  Culture: string;
  /** Stores not deactivated, and of them the active ones. */
  StoreCount: number;
  ActiveStoreCount: number;
}
