import { MAX_AMOUNT } from './enums';
import { memberKeyOf } from './memberKey';
import { id, integer, money, text, withoutCoercion, yup } from './validation';

/**
 * Loyalty tier pricing (2-menu-and-reports.md §2, §3, §5, §7, §8): one price list of the merchant,
 * named after a loyalty program (a campaign of the loyalty provider), giving items, modifiers and
 * their variations a price-list price. The rules of the program name and of a price, used by the
 * portal's form and the server's bodies alike.
 */

/** Member types of a tiered price list (2-menu §3). */
export const MemberType = { Item: 0, ItemVariation: 1, Modifier: 2, ModifierVariation: 3 } as const;
export type MemberTypeCode = (typeof MemberType)[keyof typeof MemberType];
export const memberTypes: readonly MemberTypeCode[] = [0, 1, 2, 3];

/** The grid's type filter (2-menu §2): items (and their variations) or modifiers (and theirs). */
export const memberTypeFilters = ['all', 'item', 'modifier'] as const;
export type MemberTypeFilter = (typeof memberTypeFilters)[number];

export function memberTypesOf(filter: MemberTypeFilter): readonly MemberTypeCode[] {
  if (filter === 'item') return [MemberType.Item, MemberType.ItemVariation];
  if (filter === 'modifier') return [MemberType.Modifier, MemberType.ModifierVariation];
  return memberTypes;
}

/** The sort allow-list of GetMembers. */
export const MEMBER_SORT = ['name', 'category', 'type', 'price'] as const;
export type MemberSort = (typeof MEMBER_SORT)[number];

/** 2-menu §9: the program name is truncated at 30 characters. */
export const PROGRAM_NAME_MAX = 30;
/** The most members one save may carry (every item, modifier and variation of a large menu). */
export const MEMBERS_MAX = 10_000;

/** Letters and digits, with single or several spaces only between them (no leading or trailing space). */
const PROGRAM_NAME_PATTERN = /^[\p{L}\p{Nd}]+(?: +[\p{L}\p{Nd}]+)*$/u;

export const ProgramNameMessages = {
  required: 'LoyaltyTierPricing.ProgramNameFieldRequiredError',
  pattern: 'LoyaltyTierPricing.ProgramNameFieldDoesNotFollowPattern',
  tooLong: 'LoyaltyTierPricing.ProgramNameFieldTooLong',
  notACampaign: 'LoyaltyTierPricing.ProgramNameNotACampaign',
} as const;

export const PriceMessages = {
  pattern: 'LoyaltyTierPricing.PriceDoesNotFollowPattern',
  range: 'LoyaltyTierPricing.PriceOutOfRange',
} as const;

/** What the program name field keeps of a typed or pasted text: its first 30 characters. */
export function truncateProgramName(value: string): string {
  return Array.from(value).slice(0, PROGRAM_NAME_MAX).join('');
}

/** The program name's rules: required, letters, digits and inner spaces only, at most 30 characters. */
export function programNameSchema() {
  return text()
    .required(ProgramNameMessages.required)
    .test('length', ProgramNameMessages.tooLong, (v) => v == null || Array.from(v).length <= PROGRAM_NAME_MAX)
    .test(
      'pattern',
      ProgramNameMessages.pattern,
      (v) => v == null || v === '' || PROGRAM_NAME_PATTERN.test(v),
    );
}

// ---- prices ---------------------------------------------------------------------------------------

/** What a price input keeps of a typed or pasted text: its digits and its first decimal point. */
export function sanitizePriceText(value: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Digits with an optional decimal point (at least one digit). */
const PRICE_TEXT = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * A price input's text as a price (2-menu §5): empty is null; otherwise rounded to 2 decimals and
 * capped at 999999.99. Text that is not digits with an optional decimal point is NaN.
 */
export function normalisePrice(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!PRICE_TEXT.test(trimmed)) return Number.NaN;
  const cents = Math.round(Number(trimmed) * 100);
  return Math.min(cents / 100, MAX_AMOUNT);
}

/** A price as its input shows it after blur: two decimals, or empty for none. */
export function formatPrice(value: number | null | undefined): string {
  return value == null ? '' : value.toFixed(2);
}

/** What the input shows after blur: the normalised price of the typed text. */
export function normalisePriceText(value: string): string {
  const price = normalisePrice(sanitizePriceText(value));
  return price === null || Number.isNaN(price) ? '' : formatPrice(price);
}

/** The rule of a price input's text in the form: empty, or digits with a point, at most 999999.99. */
export function priceTextSchema() {
  return text()
    .default('')
    .test('pattern', PriceMessages.pattern, (v) => v == null || v === '' || PRICE_TEXT.test(v))
    .test('range', PriceMessages.range, (v) => {
      if (v == null || v === '' || !PRICE_TEXT.test(v)) return true;
      return Number(v) <= MAX_AMOUNT;
    });
}

/** A price in a body: a JSON number from 0 to 999999.99 with at most two decimals, or null. */
export function priceSchema() {
  return money({ range: PriceMessages.range, cents: PriceMessages.pattern })
    .nullable()
    .defined(PriceMessages.range);
}

// ---- the form -------------------------------------------------------------------------------------

/** The key of a member in the form and the grid: its type, item and variation (memberKey.ts). */
export function memberKey(m: Pick<TieredPriceListMember, 'MemberType' | 'ItemMasterId' | 'ItemVariationId'>) {
  return memberKeyOf(m.MemberType, m.ItemMasterId, m.ItemVariationId);
}

/** The form of the screen: the program name and the price texts the user changed, by member key. */
export interface LoyaltyTierPricingForm {
  Name: string;
  Prices: Record<string, string>;
}

export const loyaltyTierPricingFormSchema = yup.object({
  Name: programNameSchema(),
  Prices: yup.lazy((prices: unknown) =>
    yup
      .object(
        Object.fromEntries(
          Object.keys(prices && typeof prices === 'object' ? prices : {}).map((k) => [k, priceTextSchema()]),
        ),
      )
      .default({}),
  ),
}) as unknown as yup.ObjectSchema<LoyaltyTierPricingForm>;

// ---- the contract ---------------------------------------------------------------------------------

/** A member of the price list (2-menu §3): an item, a modifier or a variation of one. */
export interface TieredPriceListMember {
  /** `memberKey` of the member. */
  id: string;
  MemberType: MemberTypeCode;
  ItemMasterId: number;
  ItemVariationId: number | null;
  RetailPriceVariationGroupId: number | null;
  Category: string | null;
  Name: string;
  /** The item's own (retail) price. */
  Price: number;
  /** The price-list price, null when the list sets none. */
  PriceListPrice: number | null;
}

/** The merchant's price list (GetTieredPriceList's Entity): TieredPriceListId 0 before the first save. */
export interface TieredPriceList {
  TieredPriceListId: number;
  Name: string;
  ConcurrencyChecksum: number;
  /** How many members have a price-list price. */
  PricedMemberCount: number;
  /** The loyalty provider's campaign names: the program name must be one of them. */
  Campaigns: string[];
}

/** A member's price in a save: which member, and its price-list price (null removes it). */
export interface TieredPriceListMemberPrice {
  MemberType: MemberTypeCode;
  ItemMasterId: number;
  ItemVariationId: number | null;
  RetailPriceVariationGroupId?: number | null;
  PriceListPrice: number | null;
}

export interface TieredPriceListSave {
  Name: string;
  TieredPriceListId: number;
  /** The changed members only: the others keep their prices. */
  Members: TieredPriceListMemberPrice[];
  /** Required on update: the checksum of the list as loaded. */
  ConcurrencyChecksum?: number | null;
}

const memberPriceSchema = yup
  .object({
    MemberType: integer()
      .required()
      .test('member-type', 'LoyaltyTierPricing.MemberTypeInvalid', (v) =>
        (memberTypes as number[]).includes(v),
      ),
    ItemMasterId: id().required(),
    ItemVariationId: id().nullable().default(null),
    RetailPriceVariationGroupId: id().nullable().default(null),
    PriceListPrice: priceSchema(),
  })
  .test(
    'variation',
    'LoyaltyTierPricing.MemberVariationInvalid',
    (m) =>
      !m ||
      (m.MemberType === MemberType.ItemVariation || m.MemberType === MemberType.ModifierVariation) ===
        (m.ItemVariationId != null && m.ItemVariationId > 0),
  );

/** The body of AddTieredPriceList and UpdateTieredPriceList (the server's strict input). */
export const tieredPriceListSaveSchema = yup.object({
  Name: programNameSchema(),
  TieredPriceListId: id().required(),
  Members: yup
    .array(memberPriceSchema)
    .withMutation(withoutCoercion)
    .required()
    .max(MEMBERS_MAX, 'LoyaltyTierPricing.TooManyMembers')
    .test(
      'unique',
      'LoyaltyTierPricing.MemberTwice',
      (members) =>
        !members ||
        new Set(members.map((m) => memberKey(m as TieredPriceListMemberPrice))).size === members.length,
    ),
  ConcurrencyChecksum: integer().nullable().default(null),
});

/** The query of GetMembers (2-menu §7), with the grid's sort. */
export const membersQuerySchema = yup.object({
  tieredPriceListId: id().default(0),
  itemNameFilter: text({ trim: true }).max(100).default(''),
  typeFilter: text()
    .oneOf([...memberTypeFilters], 'LoyaltyTierPricing.TypeFilterInvalid')
    .default('all') as unknown as yup.StringSchema<MemberTypeFilter>,
  pageNumber: integer().min(1).default(1),
  pageSize: integer().min(1).max(100).default(25),
  sortColumn: text()
    .oneOf([...MEMBER_SORT], 'Validation.SortColumn')
    .default('name') as unknown as yup.StringSchema<MemberSort>,
  sortDirection: text()
    .oneOf(['asc', 'desc'], 'Validation.SortDirection')
    .default('asc') as unknown as yup.StringSchema<'asc' | 'desc'>,
});
export type MembersQuery = yup.InferType<typeof membersQuerySchema>;

/** The members the form changed, as a save sends them (a price text back to a number or null). */
export function changedMembers(
  prices: Record<string, string>,
  members: ReadonlyMap<
    string,
    Pick<
      TieredPriceListMember,
      'MemberType' | 'ItemMasterId' | 'ItemVariationId' | 'RetailPriceVariationGroupId'
    >
  >,
): TieredPriceListMemberPrice[] {
  return Object.entries(prices).flatMap(([key, value]) => {
    const m = members.get(key);
    if (!m) return [];
    const price = normalisePrice(value);
    return [
      {
        MemberType: m.MemberType,
        ItemMasterId: m.ItemMasterId,
        ItemVariationId: m.ItemVariationId,
        RetailPriceVariationGroupId: m.RetailPriceVariationGroupId,
        PriceListPrice: price === null || Number.isNaN(price) ? null : price,
      },
    ];
  });
}
