/**
 * The key of a price-list member (2-menu §3: an item, a modifier or a variation of one), written and
 * read here: m, its member type (0–3), its item and its variation (0 for none). A module of its own,
 * so the change history checks an entity id without the price list's schemas in its chunk.
 */

/** A member key as memberKeyOf writes it. */
export const MEMBER_KEY = /^m[0-3]_\d{1,10}_\d{1,10}$/;

export function memberKeyOf(
  memberType: number,
  itemMasterId: number,
  itemVariationId: number | null,
): string {
  return `m${memberType}_${itemMasterId}_${itemVariationId ?? 0}`;
}
