/**
 * Discounts (2-menu-and-reports.md §2, §3, §4, §5, §7, §9): the entity, the list and detail shapes,
 * the form's yup schema and the business rules, once. The portal validates and shows with these; the
 * server validates every write with the same schema and decides with the same rules. Messages are
 * catalogue keys (Discount.*).
 */
import { DiscountType, type DiscountTypeCode, MAX_AMOUNT } from './enums';
import {
  AppliesTo,
  type AppliesToCode,
  appliesToCodes,
  DISCOUNT_TYPES,
  type DiscountTypeInfo,
  discountTypeCodes,
} from './discountTypes';
import { DISCOUNT_SORT } from './discountList';
import { pagedListSchema } from './paging';
import { concurrencyChecksum, flag, id, number, text, visibleText, yup } from './validation';

// ---- constants (§9) -------------------------------------------------------------------------------

export const DISCOUNT_NAME_MAX = 15;
export const DISCOUNT_DESCRIPTION_MAX = 30;
export const DISCOUNT_EXTERNAL_ID_MAX = 40;
export const DISCOUNT_BARCODE_MAX = 20;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
/** The card payment gateway id of connected payments (1-foundation.md §6). */
export const CONNECTED_PAYMENTS_GATEWAY = 8;
/** StoreId 0 in AssignedStores means every store of the merchant (§3 "Store"). */
export const ALL_STORES = 0;
/** The store lists of the detail fetch up to this many rows (§9). */
export const STORE_LIST_ROWS = 10000;
/** Chips show up to this many stores; beyond, the first 2 and "N others". */
export const STORE_CHIPS_MAX = 3;

export interface DiscountMetadata {
  DiscountTypes: DiscountTypeInfo[];
  ApplyToTypes: { Id: AppliesToCode; Name: `Discount.AppliesTo.${AppliesToCode}` }[];
  StoresCreditGateways: { StoreId: number; CreditGateway: number }[];
  /** The stores with card surcharge enabled. */
  CCSurchargeStores: number[];
  /** The active auto-apply cash discounts, by store. */
  ExistingStoreCashDiscounts: { DiscountId: number; StoreId: number }[];
  /** Not in the specification's list: what the screens decide with (see docs/decisions.md). */
  IsEnterpriseUser: boolean;
  /** The stores the user works with (the merchant's live stores for an enterprise-level user). */
  UserStoreCount: number;
  /** The session's store, null in a company view. */
  StoreId: number | null;
}

export function discountTypeInfo(type: string | null | undefined): DiscountTypeInfo | undefined {
  return DISCOUNT_TYPES.find((t) => t.Id === type);
}

const isPercentType = (type: string | null | undefined) =>
  type === DiscountType.Percent || type === DiscountType.PromotedPercent;

// ---- the entity (§3) ------------------------------------------------------------------------------

export interface DiscountStore {
  StoreId: number;
  StoreName: string;
  PosActive: boolean;
}

export interface Discount {
  Id: number;
  Name: string;
  Description: string;
  DiscountType: DiscountTypeCode;
  DiscountAmount: number;
  MinimumDiscountAmount: number;
  AppliesTo: AppliesToCode | null;
  ExternalDiscountId: string;
  EmailOfferOnly: boolean;
  UsedInMailout: boolean;
  BarcodeRangeStart: string;
  BarcodeRangeEnd: string;
  IsApprovalNeeded: boolean;
  /** Available (assigned and POS active) in the session's store. */
  IsAvailable: boolean;
  ShowOnActivitySummary: boolean;
  /** §3 names it, nothing shows what it holds: the product keeps no validity period (always null). */
  ValidFor: null;
  /** POS active in the session's store. */
  PosActive: boolean;
  IsAutoCashDiscount: boolean;
  /** [0] when assigned to every store of the merchant. */
  AssignedStores: number[];
  /** The names of the stores where it is available. */
  AvailableStores: string[];
  DiscountStores: DiscountStore[];
  ConcurrencyChecksum: number;
}

/** A row of the list (§3 "List rows"). */
export interface DiscountRow {
  Id: number;
  Name: string;
  Description: string;
  /** Available (assigned and POS active) in the session's store (any store in a company view). */
  IsAvailable: boolean;
  /** How many stores it is available in. */
  AvailableStores: number;
  DiscountType: DiscountTypeCode;
  DiscountAmount: number;
}

/** GetActiveDiscounts: the paging body with the list's sort allow-list (searched in name and description). */
export const discountListSchema = pagedListSchema(DISCOUNT_SORT);

/** The store lists of the detail (Store/GetStoresForDiscounts): up to 10000 rows, no deleted stores by default. */
export const discountStoreListSchema = pagedListSchema(['name', 'code'] as const).shape({
  includeDeletedStores: flag().default(false),
});

/**
 * A discount's id in a body is §3's `Id`; `DiscountId`, the name this product used before (a portal
 * still installed from then sends it), is read when `Id` is absent.
 */
function readsDiscountId(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('Id' in value || !('DiscountId' in value)) return value;
  const { DiscountId, ...rest } = value as Record<string, unknown>;
  return { ...rest, Id: DiscountId };
}

/** One discount (Discount/GetDiscount). */
export const discountIdSchema = yup.object({ Id: id().required() }).transform(readsDiscountId);

/** DeleteDiscount: the discount (§3: its Id), and the checksum read when the client has one. */
export const deleteDiscountSchema = yup
  .object({ Id: id().required(), ConcurrencyChecksum: concurrencyChecksum() })
  .transform(readsDiscountId);

// ---- rules (§4, §5) -------------------------------------------------------------------------------

/** The amount's rule for a type (§5 "Amount"): the message key of the broken rule, or null. */
export function amountError(
  type: string | null | undefined,
  amount: number | null | undefined,
): string | null {
  const info = discountTypeInfo(type);
  if (!info) return null;
  if (!info.IsAmountAllowed) return null;
  const range = isPercentType(type)
    ? 'Discount.PercentageRangeError'
    : type === DiscountType.SetItemPrice
      ? 'Discount.ItemPriceRangeError'
      : 'Discount.AmountRangeError';
  if (amount === null || amount === undefined || Number.isNaN(amount)) return range;
  if (isPercentType(type)) return amount >= PERCENT_MIN && amount <= PERCENT_MAX ? null : range;
  return amount > 0 && amount <= MAX_AMOUNT ? null : range;
}

/** §5: the amount is clamped to the cap for the amount and set-item-price types (as the user types). */
export function clampAmount(type: string | null | undefined, amount: number): number {
  if (
    type === DiscountType.Amount ||
    type === DiscountType.SetItemPrice ||
    type === DiscountType.PromotedAmount
  )
    return Math.min(amount, MAX_AMOUNT);
  return amount;
}

/** §5: the minimum qualifying amount is clamped to the cap unless the type is set-item-price (then 0). */
export function clampMinimum(type: string | null | undefined, minimum: number): number {
  if (type === DiscountType.SetItemPrice) return 0;
  return Math.min(Math.max(minimum, 0), MAX_AMOUNT);
}

const ALPHANUMERIC = /^[A-Za-z0-9]*$/;

/**
 * §5 barcode range: each end at most 20 alphanumeric characters (BarCodeCharError); the end as long
 * as the start after trimming (BarCodeLenError) and not sorting before it (BarCodeOrderError).
 */
export function barcodeRangeError(
  start: string | null | undefined,
  end: string | null | undefined,
): { field: 'BarcodeRangeStart' | 'BarcodeRangeEnd'; key: string } | null {
  const s = (start ?? '').trim();
  const e = (end ?? '').trim();
  if (!ALPHANUMERIC.test(s) || s.length > DISCOUNT_BARCODE_MAX)
    return { field: 'BarcodeRangeStart', key: 'Discount.BarCodeCharError' };
  if (!ALPHANUMERIC.test(e) || e.length > DISCOUNT_BARCODE_MAX)
    return { field: 'BarcodeRangeEnd', key: 'Discount.BarCodeCharError' };
  if (!s && !e) return null;
  if (s.length !== e.length) return { field: 'BarcodeRangeEnd', key: 'Discount.BarCodeLenError' };
  if (e < s) return { field: 'BarcodeRangeEnd', key: 'Discount.BarCodeOrderError' };
  return null;
}

/**
 * §5 Name and Description: required, a maximum length, no leading whitespace (TextFieldError), and no
 * invisible characters (the names' one rule, validation.ts).
 */
function nameText(max: number) {
  return visibleText()
    .required('Discount.TextFieldError')
    .max(max, 'Discount.TextFieldError')
    .test('no-leading-space', 'Discount.TextFieldError', (v) => v == null || !/^\s/.test(v))
    .test('not-blank', 'Discount.TextFieldError', (v) => v == null || v.trim().length > 0);
}

/** What the form and the write bodies carry (CreateDiscount, UpdateDiscount). */
export const discountSchema = yup.object({
  Id: id().required(),
  Name: nameText(DISCOUNT_NAME_MAX),
  Description: nameText(DISCOUNT_DESCRIPTION_MAX),
  ExternalDiscountId: text().max(DISCOUNT_EXTERNAL_ID_MAX, 'Discount.ExternalIdLengthError').default(''),
  DiscountType: text()
    .required('Discount.TypeRequired')
    .oneOf([...discountTypeCodes], 'Discount.TypeRequired') as unknown as yup.StringSchema<DiscountTypeCode>,
  DiscountAmount: number()
    .nullable()
    .default(null)
    .test('amount-range', 'Discount.AmountRangeError', function (v) {
      const key = amountError(this.parent.DiscountType, v);
      return key ? this.createError({ message: key }) : true;
    }),
  MinimumDiscountAmount: number()
    .min(0, 'Discount.MinimumRangeError')
    .max(MAX_AMOUNT, 'Discount.MinimumRangeError')
    .default(0),
  AppliesTo: text()
    .nullable()
    .default(null)
    .test('applies-to', 'Discount.AppliesToRequired', function (v) {
      if (appliesToForced(this.parent) !== null) return true;
      return v != null && (appliesToCodes as readonly string[]).includes(v);
    }) as unknown as yup.StringSchema<AppliesToCode | null>,
  EmailOfferOnly: flag().default(false),
  BarcodeRangeStart: text()
    .default('')
    .test('barcode', 'Discount.BarCodeCharError', function (v) {
      const broken = barcodeRangeError(v, this.parent.BarcodeRangeEnd);
      return broken?.field === 'BarcodeRangeStart' ? this.createError({ message: broken.key }) : true;
    }),
  BarcodeRangeEnd: text()
    .default('')
    .test('barcode', 'Discount.BarCodeOrderError', function (v) {
      const broken = barcodeRangeError(this.parent.BarcodeRangeStart, v);
      return broken?.field === 'BarcodeRangeEnd' ? this.createError({ message: broken.key }) : true;
    }),
  IsApprovalNeeded: flag().default(false),
  ShowOnActivitySummary: flag().default(false),
  PosActive: flag().default(true),
  IsAutoCashDiscount: flag().default(false),
  AssignedStores: yup
    .array()
    .of(id().required())
    .max(STORE_LIST_ROWS, 'Discount.StoresInvalid')
    .default([])
    .required() as unknown as yup.ArraySchema<number[], yup.AnyObject, number[], ''>,
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type DiscountForm = yup.InferType<typeof discountSchema>;

/** CreateDiscount's and UpdateDiscount's body as the server reads it: the form, `DiscountId` read as `Id`. */
export const discountBodySchema = discountSchema.transform(readsDiscountId);

/** §4/§5: AppliesTo is forced to H by auto-apply cash discount and to L by set-item-price; else null. */
export function appliesToForced(v: {
  DiscountType?: unknown;
  IsAutoCashDiscount?: unknown;
}): AppliesToCode | null {
  if (v.IsAutoCashDiscount === true) return AppliesTo.Ticket;
  if (v.DiscountType === DiscountType.SetItemPrice) return AppliesTo.Line;
  return null;
}

/**
 * §4: choosing auto-apply-to-cash-tender forces AppliesTo H and maps set-item-price and promoted
 * percent to percent, promoted amount to amount.
 */
export function autoCashType(type: DiscountTypeCode): DiscountTypeCode {
  if (type === DiscountType.SetItemPrice || type === DiscountType.PromotedPercent)
    return DiscountType.Percent;
  if (type === DiscountType.PromotedAmount) return DiscountType.Amount;
  return type;
}

/**
 * The values as they are saved (§4, §5): the auto cash discount's type and AppliesTo, AppliesTo L and
 * minimum 0 for set-item-price, the minimum clamped, barcodes and texts trimmed at the end.
 */
export function normaliseDiscount(v: DiscountForm): DiscountForm {
  const type = v.IsAutoCashDiscount ? autoCashType(v.DiscountType) : v.DiscountType;
  const forced = appliesToForced({ ...v, DiscountType: type });
  return {
    ...v,
    DiscountType: type,
    AppliesTo: forced ?? v.AppliesTo,
    DiscountAmount: v.DiscountAmount === null ? null : clampAmount(type, v.DiscountAmount),
    MinimumDiscountAmount: clampMinimum(type, v.MinimumDiscountAmount),
    BarcodeRangeStart: v.BarcodeRangeStart.trim(),
    BarcodeRangeEnd: v.BarcodeRangeEnd.trim(),
    ExternalDiscountId: v.ExternalDiscountId.trim(),
  };
}

/**
 * §4: the auto cash discount is offered only with the cash-discount flag and, for a user who is not
 * enterprise-level, when the store uses the connected payments gateway.
 */
export function autoCashOffered(o: {
  cashDiscountFlag: boolean;
  isEnterprise: boolean;
  storeGateway: number | null;
}) {
  if (!o.cashDiscountFlag) return false;
  return o.isEnterprise || o.storeGateway === CONNECTED_PAYMENTS_GATEWAY;
}

export interface AutoCashProblem {
  StoreId: number;
  /** The catalogue key of the line. */
  Key:
    | 'Discount.AutoApplyCashDiscountCCSurchargeEnabledErr'
    | 'Discount.AutoApplyCashDiscountExistsErr'
    | 'Discount.AutoApplyCashDiscountNonConnectedPaymentsGateway';
}

/**
 * §5 auto cash discount pre-save checks, for each store the discount is going to: card surcharge
 * enabled, another active auto-apply cash discount (only one per store), not on the connected
 * payments gateway. Empty when the discount may be saved.
 */
export function autoCashProblems(
  discountId: number,
  storeIds: readonly number[],
  meta: Pick<DiscountMetadata, 'CCSurchargeStores' | 'ExistingStoreCashDiscounts' | 'StoresCreditGateways'>,
): AutoCashProblem[] {
  const problems: AutoCashProblem[] = [];
  for (const storeId of storeIds) {
    if (meta.CCSurchargeStores.includes(storeId))
      problems.push({ StoreId: storeId, Key: 'Discount.AutoApplyCashDiscountCCSurchargeEnabledErr' });
    if (meta.ExistingStoreCashDiscounts.some((e) => e.StoreId === storeId && e.DiscountId !== discountId))
      problems.push({ StoreId: storeId, Key: 'Discount.AutoApplyCashDiscountExistsErr' });
    const gateway = meta.StoresCreditGateways.find((g) => g.StoreId === storeId)?.CreditGateway;
    if (gateway !== CONNECTED_PAYMENTS_GATEWAY)
      problems.push({ StoreId: storeId, Key: 'Discount.AutoApplyCashDiscountNonConnectedPaymentsGateway' });
  }
  return problems;
}

/** The error modal's lines: each prefixed by the store name when several stores are involved. */
export function autoCashProblemLines(
  problems: readonly AutoCashProblem[],
  storeCount: number,
  storeName: (storeId: number) => string,
  t: (key: AutoCashProblem['Key']) => string,
): string[] {
  return problems.map((p) => (storeCount > 1 ? `${storeName(p.StoreId)}: ${t(p.Key)}` : t(p.Key)));
}

/** The chips of the assigned stores: the all-stores label, up to 3 stores, or the first 2 and "N others". */
export function storeChips(
  assigned: readonly number[],
  storeName: (storeId: number) => string,
): { kind: 'all' } | { kind: 'stores'; names: string[]; others: number } {
  if (assigned.includes(ALL_STORES)) return { kind: 'all' };
  const names = assigned.map(storeName);
  if (names.length <= STORE_CHIPS_MAX) return { kind: 'stores', names, others: 0 };
  return { kind: 'stores', names: names.slice(0, 2), others: names.length - 2 };
}

/** A new discount's form (id 0). */
export function newDiscountForm(): DiscountForm {
  return {
    Id: 0,
    Name: '',
    Description: '',
    ExternalDiscountId: '',
    DiscountType: DiscountType.Percent,
    DiscountAmount: null,
    MinimumDiscountAmount: 0,
    AppliesTo: AppliesTo.Ticket,
    EmailOfferOnly: false,
    BarcodeRangeStart: '',
    BarcodeRangeEnd: '',
    IsApprovalNeeded: false,
    ShowOnActivitySummary: false,
    PosActive: true,
    IsAutoCashDiscount: false,
    AssignedStores: [ALL_STORES],
    ConcurrencyChecksum: 0,
  };
}

/** The form of a loaded discount. */
export function discountFormOf(d: Discount): DiscountForm {
  return {
    Id: d.Id,
    Name: d.Name,
    Description: d.Description,
    ExternalDiscountId: d.ExternalDiscountId,
    DiscountType: d.DiscountType,
    DiscountAmount: d.DiscountAmount,
    MinimumDiscountAmount: d.MinimumDiscountAmount,
    AppliesTo: d.AppliesTo,
    EmailOfferOnly: d.EmailOfferOnly,
    BarcodeRangeStart: d.BarcodeRangeStart,
    BarcodeRangeEnd: d.BarcodeRangeEnd,
    IsApprovalNeeded: d.IsApprovalNeeded,
    ShowOnActivitySummary: d.ShowOnActivitySummary,
    PosActive: d.PosActive,
    IsAutoCashDiscount: d.IsAutoCashDiscount,
    AssignedStores: d.AssignedStores,
    ConcurrencyChecksum: d.ConcurrencyChecksum,
  };
}

/** Duplicate (§2): a new discount with the values of this one (auto cash off: one per store). */
export function duplicateForm(d: DiscountForm): DiscountForm {
  return { ...d, Id: 0, ConcurrencyChecksum: 0, IsAutoCashDiscount: false };
}
