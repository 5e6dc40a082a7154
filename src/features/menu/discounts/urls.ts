import { idParam, routePath } from '../../../domain/routes';

/** The discount list in the portal (/menu/discounts). */
export const discountsPath = routePath('/menu/discounts');

/** The detail of a discount (0 = new). */
export function discountDetailPath(discountId: number): string {
  return routePath('/menu/discounts/:discountId', { discountId });
}

/** Duplicate: a new discount with the values of another (?from=id), a link of its own. */
export const DUPLICATE_PARAM = 'from';
export function duplicateDiscountPath(fromId: number): string {
  return `${discountDetailPath(0)}?${new URLSearchParams({ [DUPLICATE_PARAM]: String(fromId) })}`;
}

/** The discount to duplicate (?from=12), or null. */
export function duplicateSourceOf(params: URLSearchParams): number | null {
  return idParam(params.get(DUPLICATE_PARAM));
}
