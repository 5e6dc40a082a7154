/**
 * Security controls (3-settings-and-employees.md §2 "Security controls screen", §3, §4, §5, §7, §9):
 * limits on what employees may do at a store's registers. The entity, the one yup schema (the form's
 * and the server's: counts and amounts are judged as the text the user typed, or as the number the
 * body carries, by the same rules), the defaults, the formats and the switch/field pairs, once.
 */
import type { AccessContext } from './access/context';
import { managesMerchant } from './access/userMenu';
import type { FeatureFlagName } from './featureFlags';
import { concurrencyChecksum, flag, yup } from './validation';

/** §9: counts 1 to 9999 (at most 4 digits, digits only). */
export const COUNT_MIN = 1;
export const COUNT_MAX = 9999;
/** §9: money 0.01 to 999999.99 (at most 6 whole digits and 2 decimals). */
export const MONEY_MIN = 0.01;
export const MONEY_MAX = 999_999.99;

export const SecurityControlsMessages = {
  empty: 'SecurityControls.EmptyError',
  number: 'SecurityControls.NumberError',
  dollar: 'SecurityControls.DollarError',
  refundAmountRequired: 'SecurityControls.RefundAmountRequired',
} as const;

/** The entity as GetSecurityControls answers it (§3); amounts and counts null when not set. */
export interface SecurityControls {
  StoreId: number | null;
  IsLimitChecksEnabled: boolean;
  IsLimitClearItemsEnabled: boolean;
  IsLimitDeleteTicketsEnabled: boolean;
  IsLimitMaxRefundAmountEnabled: boolean;
  IsLimitUserPermissionEnabled: boolean;
  MaxOpenChecks: number | null;
  MaxClearItems: number | null;
  MaxDeleteTickets: number | null;
  MaxTicketAmount: number | null;
  MaxShiftAmount: number | null;
  IsShiftAmountEnabled: boolean;
  IsTicketAmountEnabled: boolean;
  ConcurrencyChecksum: number;
}

/** The form: switches, and the fields as typed ('' when empty). */
export interface SecurityControlsForm {
  IsLimitChecksEnabled: boolean;
  IsLimitClearItemsEnabled: boolean;
  IsLimitDeleteTicketsEnabled: boolean;
  IsLimitMaxRefundAmountEnabled: boolean;
  IsLimitUserPermissionEnabled: boolean;
  MaxOpenChecks: string;
  MaxClearItems: string;
  MaxDeleteTickets: string;
  MaxTicketAmount: string;
  MaxShiftAmount: string;
}

/** What UpdateSecurityControl takes (§3, §7): the form's values as numbers, and the checksum. */
export type SecurityControlsBody = Omit<SecurityControls, 'StoreId'>;

/** §4: the default state: every limit off except the user-permission limit. */
export function defaultSecurityControls(storeId: number | null): SecurityControls {
  return {
    StoreId: storeId,
    IsLimitChecksEnabled: false,
    IsLimitClearItemsEnabled: false,
    IsLimitDeleteTicketsEnabled: false,
    IsLimitMaxRefundAmountEnabled: false,
    IsLimitUserPermissionEnabled: true,
    MaxOpenChecks: null,
    MaxClearItems: null,
    MaxDeleteTickets: null,
    MaxTicketAmount: null,
    MaxShiftAmount: null,
    IsShiftAmountEnabled: false,
    IsTicketAmountEnabled: false,
    ConcurrencyChecksum: 0,
  };
}

type Switch = keyof Pick<
  SecurityControlsForm,
  | 'IsLimitChecksEnabled'
  | 'IsLimitClearItemsEnabled'
  | 'IsLimitDeleteTicketsEnabled'
  | 'IsLimitMaxRefundAmountEnabled'
  | 'IsLimitUserPermissionEnabled'
>;
type Field = Exclude<keyof SecurityControlsForm, Switch>;

export interface SecurityEntry {
  /** The entry's switch. */
  switch: Switch;
  /** Its number fields (cleared when the switch goes off), none for the user-permission limit. */
  fields: readonly Field[];
  kind: 'count' | 'money' | 'none';
  /** §4: the account-level feature flag that shows the entry. */
  flag: FeatureFlagName;
}

/** The five entries in the screen's order (§2), with the flag that shows each (§4). */
export const securityEntries: readonly SecurityEntry[] = [
  { switch: 'IsLimitChecksEnabled', fields: ['MaxOpenChecks'], kind: 'count', flag: 'limitOpenChecks' },
  { switch: 'IsLimitClearItemsEnabled', fields: ['MaxClearItems'], kind: 'count', flag: 'limitClearItems' },
  {
    switch: 'IsLimitDeleteTicketsEnabled',
    fields: ['MaxDeleteTickets'],
    kind: 'count',
    flag: 'limitDeleteTickets',
  },
  {
    switch: 'IsLimitMaxRefundAmountEnabled',
    fields: ['MaxTicketAmount', 'MaxShiftAmount'],
    kind: 'money',
    flag: 'maxRefundAmountLimit',
  },
  { switch: 'IsLimitUserPermissionEnabled', fields: [], kind: 'none', flag: 'restrictUserRolesOverride' },
];

/** §4: the entries the account's flags show. */
export function visibleSecurityEntries(flags: Readonly<Record<FeatureFlagName, boolean>>) {
  return securityEntries.filter((e) => flags[e.flag]);
}

const COUNT_TEXT = /^\d{1,4}$/;
const MONEY_TEXT = /^(?=\.?\d)\d{0,6}(\.\d{0,2})?$/;

/** A field's value as text: what was typed, or the body's JSON number; null when empty; undefined for any other type. */
function textOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** §5: a count is digits only, at most 4, from 1 to 9999 (the number error otherwise). */
export function isCount(value: unknown): boolean {
  const s = textOf(value);
  return typeof s === 'string' && COUNT_TEXT.test(s) && Number(s) >= COUNT_MIN && Number(s) <= COUNT_MAX;
}

/** §5: money is up to 6 whole digits and 2 decimals, from 0.01 to 999999.99 (the dollar error otherwise). */
export function isMoney(value: unknown): boolean {
  const s = textOf(value);
  return typeof s === 'string' && MONEY_TEXT.test(s) && Number(s) >= MONEY_MIN && Number(s) <= MONEY_MAX;
}

/**
 * §5 a count is digits only: what a keystroke or a paste leaves in a count field — its digits without
 * leading zeros ("00012" is 12, not the 1 that four digits of it would be), at most four.
 */
export function countDigits(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 4);
}

/** §5: counts are shown with 0 decimals ("0012" → "12"); text that is not a count stays as it is. */
export function formatCount(value: string): string {
  return isCount(value) ? String(Number(value)) : value;
}

/** §5: money is shown with 2 decimals on blur ("12.5" → "12.50"); text that is not money stays as it is. */
export function formatMoney(value: string): string {
  return isMoney(value) ? Number(value).toFixed(2) : value;
}

function numberField(switchName: Switch, kind: 'count' | 'money') {
  const valid = kind === 'count' ? isCount : isMoney;
  const message = kind === 'count' ? SecurityControlsMessages.number : SecurityControlsMessages.dollar;
  return yup
    .mixed<string | number>()
    .nullable()
    .test('empty', SecurityControlsMessages.empty, function (v) {
      // §5: required when its switch is on (the refund amounts: see `refund-amount`)
      return kind === 'money' || !this.parent[switchName] || textOf(v) !== null;
    })
    .test('format', message, (v) => textOf(v) === null || valid(v));
}

/**
 * The rules of §4 and §5, for the form (text) and the body (numbers) alike: a count field is required
 * while its switch is on; the refund limit needs at least one of its amounts.
 */
export const securityControlsSchema = yup.object({
  IsLimitChecksEnabled: flag().required(),
  IsLimitClearItemsEnabled: flag().required(),
  IsLimitDeleteTicketsEnabled: flag().required(),
  IsLimitMaxRefundAmountEnabled: flag().required(),
  IsLimitUserPermissionEnabled: flag().required(),
  MaxOpenChecks: numberField('IsLimitChecksEnabled', 'count'),
  MaxClearItems: numberField('IsLimitClearItemsEnabled', 'count'),
  MaxDeleteTickets: numberField('IsLimitDeleteTicketsEnabled', 'count'),
  MaxTicketAmount: numberField('IsLimitMaxRefundAmountEnabled', 'money').test(
    'refund-amount',
    SecurityControlsMessages.refundAmountRequired,
    function (v) {
      return !this.parent.IsLimitMaxRefundAmountEnabled || refundAmountSet(v, this.parent.MaxShiftAmount);
    },
  ),
  MaxShiftAmount: numberField('IsLimitMaxRefundAmountEnabled', 'money'),
});

/** The same schema over the form's values (the resolver's type). */
export const securityControlsFormSchema =
  securityControlsSchema as unknown as yup.ObjectSchema<SecurityControlsForm>;

/** The body of UpdateSecurityControl: the rules above, the checksum and the two derived flags. */
export const securityControlsBodySchema = securityControlsSchema.shape({
  IsShiftAmountEnabled: flag(),
  IsTicketAmountEnabled: flag(),
  ConcurrencyChecksum: concurrencyChecksum(),
});

/** §4: with the refund limit on, at least one of its amounts is set. */
export function refundAmountSet(ticket: unknown, shift: unknown): boolean {
  return textOf(ticket) !== null || textOf(shift) !== null;
}

/** A count or amount of the entity as the form's text (counts whole, money with 2 decimals). */
function fieldText(value: number | null, kind: 'count' | 'money'): string {
  if (value === null) return '';
  return kind === 'count' ? String(value) : value.toFixed(2);
}

/** The form of a loaded entity. */
export function securityControlsFormOf(e: SecurityControls): SecurityControlsForm {
  return {
    IsLimitChecksEnabled: e.IsLimitChecksEnabled,
    IsLimitClearItemsEnabled: e.IsLimitClearItemsEnabled,
    IsLimitDeleteTicketsEnabled: e.IsLimitDeleteTicketsEnabled,
    IsLimitMaxRefundAmountEnabled: e.IsLimitMaxRefundAmountEnabled,
    IsLimitUserPermissionEnabled: e.IsLimitUserPermissionEnabled,
    MaxOpenChecks: fieldText(e.MaxOpenChecks, 'count'),
    MaxClearItems: fieldText(e.MaxClearItems, 'count'),
    MaxDeleteTickets: fieldText(e.MaxDeleteTickets, 'count'),
    MaxTicketAmount: fieldText(e.MaxTicketAmount, 'money'),
    MaxShiftAmount: fieldText(e.MaxShiftAmount, 'money'),
  };
}

/** A field's value as a number, null when empty (the schema has judged it already). */
function numberOf(value: unknown): number | null {
  const s = textOf(value);
  return s === null || s === undefined ? null : Number(s);
}

/**
 * What is saved from validated values (the form's or a body's): a field whose switch is off is
 * null (§4: turning a switch off clears its field); IsShiftAmountEnabled / IsTicketAmountEnabled are
 * true when their amount is not empty (§3).
 */
export function securityControlsBodyOf(
  v: Pick<SecurityControlsForm, Switch> & Partial<Record<Field, unknown>>,
  checksum: number,
): SecurityControlsBody {
  const on = (name: Switch, field: Field) => (v[name] ? numberOf(v[field]) : null);
  const ticket = on('IsLimitMaxRefundAmountEnabled', 'MaxTicketAmount');
  const shift = on('IsLimitMaxRefundAmountEnabled', 'MaxShiftAmount');
  return {
    IsLimitChecksEnabled: v.IsLimitChecksEnabled,
    IsLimitClearItemsEnabled: v.IsLimitClearItemsEnabled,
    IsLimitDeleteTicketsEnabled: v.IsLimitDeleteTicketsEnabled,
    IsLimitMaxRefundAmountEnabled: v.IsLimitMaxRefundAmountEnabled,
    IsLimitUserPermissionEnabled: v.IsLimitUserPermissionEnabled,
    MaxOpenChecks: on('IsLimitChecksEnabled', 'MaxOpenChecks'),
    MaxClearItems: on('IsLimitClearItemsEnabled', 'MaxClearItems'),
    MaxDeleteTickets: on('IsLimitDeleteTicketsEnabled', 'MaxDeleteTickets'),
    MaxTicketAmount: ticket,
    MaxShiftAmount: shift,
    IsTicketAmountEnabled: ticket !== null,
    IsShiftAmountEnabled: shift !== null,
    ConcurrencyChecksum: checksum,
  };
}

/**
 * Who may change the security controls: the merchant's admins (docs/decisions.md "Security
 * controls"; the spec names no roles). The server refuses the others.
 */
export function mayChangeSecurityControls(ctx: AccessContext): boolean {
  return managesMerchant(ctx);
}

/**
 * Why the security controls are read-only (a catalogue key), or null: §4, a company view without a
 * chosen store; and a user who may not change them.
 */
export function securityControlsReadOnlyKey(
  storeId: number | null,
  ctx: AccessContext,
): 'SecurityControls.ReadOnlyCompany' | 'SecurityControls.ReadOnlyRole' | null {
  if (storeId === null) return 'SecurityControls.ReadOnlyCompany';
  return mayChangeSecurityControls(ctx) ? null : 'SecurityControls.ReadOnlyRole';
}
