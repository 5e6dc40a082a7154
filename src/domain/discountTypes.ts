/**
 * The discount types and applies-to codes with their names (2-menu-and-reports.md §3 "Discount
 * metadata"): a module of its own, so the change history can name them without the discount's
 * schema and rules.
 */
import type { DiscountTypeCode } from './enums';

export const discountTypeCodes = ['I', 'A', 'P', 'B', 'Q'] as const satisfies readonly DiscountTypeCode[];

/** Applies-to codes (§3): the whole ticket (H) or a line item (L). */
export const AppliesTo = { Ticket: 'H', Line: 'L' } as const;
export const appliesToCodes = ['H', 'L'] as const;
export type AppliesToCode = (typeof appliesToCodes)[number];

export interface DiscountTypeInfo {
  Id: DiscountTypeCode;
  /** A catalogue key. */
  Name: `Discount.Type.${DiscountTypeCode}`;
  IsAmountAllowed: boolean;
  /** A catalogue key: the amount field's label for this type. */
  AmountLabel: 'Discount.ItemPrice' | 'Discount.AmountOff' | 'Discount.PercentOff';
}

/** The five types, their names and amount labels (catalogue keys). */
export const DISCOUNT_TYPES: readonly DiscountTypeInfo[] = [
  { Id: 'I', Name: 'Discount.Type.I', IsAmountAllowed: true, AmountLabel: 'Discount.ItemPrice' },
  { Id: 'A', Name: 'Discount.Type.A', IsAmountAllowed: true, AmountLabel: 'Discount.AmountOff' },
  { Id: 'P', Name: 'Discount.Type.P', IsAmountAllowed: true, AmountLabel: 'Discount.PercentOff' },
  { Id: 'B', Name: 'Discount.Type.B', IsAmountAllowed: true, AmountLabel: 'Discount.AmountOff' },
  { Id: 'Q', Name: 'Discount.Type.Q', IsAmountAllowed: true, AmountLabel: 'Discount.PercentOff' },
];

export const APPLY_TO_TYPES: readonly { Id: AppliesToCode; Name: `Discount.AppliesTo.${AppliesToCode}` }[] = [
  { Id: 'H', Name: 'Discount.AppliesTo.H' },
  { Id: 'L', Name: 'Discount.AppliesTo.L' },
];
