/**
 * Who may do what with discounts (2-menu-and-reports.md §2, §4, §6), apart from the discount's form
 * schema (discount.ts, with yup): the discount list needs these rules and not the schema.
 */
import { DiscountType } from './enums';

const isPromotedType = (type: string | null | undefined) =>
  type === DiscountType.PromotedAmount || type === DiscountType.PromotedPercent;

export interface DiscountViewer {
  /** An enterprise-level (company) user. */
  isEnterprise: boolean;
  /** The stores the user works with. */
  storeCount: number;
}

/** §2, §4, §6: what a viewer may see and change on the list and on a discount (new or existing). */
export function discountPermissions(
  viewer: DiscountViewer,
  existing: { isNew: boolean; type?: string | null },
) {
  const multiStore = viewer.storeCount > 1;
  const restricted = multiStore && !viewer.isEnterprise && !existing.isNew;
  return {
    /** The list's Active column: hidden for an enterprise-level user with more than one store. */
    showActiveColumn: !(viewer.isEnterprise && multiStore),
    /** Store chips and the assign-stores modal instead of the POS-active checkbox. */
    assignsStores: viewer.isEnterprise && multiStore,
    /** Delete: not for a new discount, nor for a multi-store user who is not enterprise-level. */
    mayDelete: !existing.isNew && !(multiStore && !viewer.isEnterprise),
    /** Duplicate: not for a new discount. */
    mayDuplicate: !existing.isNew,
    /** A multi-store user who is not enterprise-level: only POS active on existing discounts. */
    restricted,
    nameEditable: existing.isNew,
    /** Existing promoted discounts keep their amount. */
    amountEditable: existing.isNew || !isPromotedType(existing.type),
  };
}
