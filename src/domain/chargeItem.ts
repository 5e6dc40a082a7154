/**
 * Charge items (1-foundation.md §7 "Item": POST Item/GetChargeItems, AddChargeItem, UpdateChargeItem;
 * 2-menu-and-reports.md §7; bodies not shown). Our decision (docs/decisions.md "Charge items"): the
 * charges a ticket may add — delivery, a service charge, a bag fee — as 3-settings §3's item-master
 * template for fees has them: ItemName, Description, RetailPrice (a fixed amount) or a percentage
 * with its minimum, maximum and rounding point, TaxCategoryId, stocking unit EACH, item master type
 * 5. The merchant's. Messages are catalogue keys (ChargeItem.*).
 */
import { pagedListSchema } from './paging';
import { concurrencyChecksum, flag, id, integer, money, number, requiredName, text, yup } from './validation';

export const CHARGE_ITEM_NAME_MAX = 50;
export const CHARGE_ITEM_DESCRIPTION_MAX = 130;
/** 3-settings §3: the item master type of a fee. */
export const CHARGE_ITEM_MASTER_TYPE = 5;
/** 3-settings §9: 0.1 rounds to one decimal place, 1 to whole amounts (null: to the cent). */
export const ROUNDING_POINTS = [0.1, 1] as const;

const amount = () => money({ range: 'ChargeItem.AmountRange', cents: 'ChargeItem.AmountRange' });

/** A percentage kept divided by 100 (3-settings §9): 0.18 is 18%, at most 6 decimals. */
const percentage = () =>
  number()
    .nullable()
    .default(null)
    .test(
      'fraction',
      'ChargeItem.PercentageRange',
      (v) => v == null || (v >= 0 && v <= 1 && Math.abs(Math.round(v * 1e6) - v * 1e6) < 1e-6),
    );

/** AddChargeItem's and UpdateChargeItem's body (ChargeItemId 0 or none adds). */
export const chargeItemSchema = yup.object({
  ChargeItemId: id().default(0),
  ItemName: requiredName(CHARGE_ITEM_NAME_MAX, 'ChargeItem.NameRequired', 'ChargeItem.NameLength'),
  Description: text().max(CHARGE_ITEM_DESCRIPTION_MAX, 'ChargeItem.DescriptionLength').default(''),
  RetailPrice: amount().default(0),
  Percentage: percentage(),
  MinimumAmount: amount().nullable().default(null),
  MaximumAmount: amount()
    .nullable()
    .default(null)
    .test('not-below-minimum', 'ChargeItem.MaximumBelowMinimum', function (v) {
      const min: unknown = this.parent.MinimumAmount;
      return v == null || typeof min !== 'number' || v >= min;
    }),
  RoundingPoint: number()
    .nullable()
    .default(null)
    .oneOf([...ROUNDING_POINTS, null], 'ChargeItem.RoundingInvalid'),
  TaxCategoryId: id().min(1).nullable().default(null),
  StockingUnit: text().oneOf(['EACH'], 'ChargeItem.StockingUnitInvalid').default('EACH'),
  ItemMasterType: integer()
    .oneOf([CHARGE_ITEM_MASTER_TYPE], 'ChargeItem.TypeInvalid')
    .default(CHARGE_ITEM_MASTER_TYPE),
  IsActive: flag().default(true),
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type ChargeItemForm = yup.InferType<typeof chargeItemSchema>;

/** A charge item as the calls answer it. */
export interface ChargeItem
  extends Omit<ChargeItemForm, 'ConcurrencyChecksum' | 'StockingUnit' | 'ItemMasterType'> {
  StockingUnit: 'EACH';
  ItemMasterType: typeof CHARGE_ITEM_MASTER_TYPE;
  ConcurrencyChecksum: number;
}

/** GetChargeItems: the contract's paging body, by name (searched in the name and description). */
export const chargeItemListSchema = pagedListSchema(['name', 'amount'] as const);
