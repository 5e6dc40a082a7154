/**
 * Store configuration (3-settings-and-employees.md §2 "Store configuration screen", §3 "Store
 * settings", §4 "Store form", §5 "Store form", §7, §8, §9): the store settings entity, the form's yup
 * schema and its rules, once. The portal validates and formats with these; the server validates every
 * write with the same schema. Messages are catalogue keys (StoreConfiguration.*).
 */
import { formatPhone, isValidPhone, phoneCountryOf, phoneCountryOfContext } from './phone';
import { TIME_ZONE_IDS, type TimeZoneOption } from './timeZones';
import { Countries, statesOf } from './companyLocale';
import { US_STATE_CODES, US_STATES } from './usStates';
import {
  concurrencyChecksum,
  emptyOrEmailAddress,
  flag,
  id,
  text,
  ValidationMessages,
  visibleText,
  yup,
} from './validation';

// ---- constants (§5, §9) ---------------------------------------------------------------------------

export const STORE_NAME_MAX = 40;
export const ADDRESS_MAX = 40;
export const CITY_MAX = 20;
export const CONTACT_NAME_MAX = 40;
export const CONTACT_EMAIL_MAX = 50;
/**
 * §5 "max length 14" is the length of (123) 456-7890: a number typed with its country code takes
 * more (+1 207 555 0142, +44 20 7946 0958), so at most 20 (docs/decisions.md "Phones").
 */
export const PHONE_MAX = 20;
export const WEBSITE_MAX = 256;
export const RECEIPT_HEADER_MAX = 40;
export const RECEIPT_NOTE_MAX = 500;
/** Not in the specification: the tip message's limit (docs/decisions.md "Store configuration"). */
export const TIP_MESSAGE_MAX = 100;
/**
 * A tip suggestion is a whole percent from 1 to 100 (§5 "digits only"; the range is the percent
 * range of the specification, 2-menu §5 "Percent 1-100", 4-online-ordering's percentages "not over
 * 100"): at most three digits.
 */
export const TIP_SUGGESTION_MIN = 1;
export const TIP_SUGGESTION_MAX = 100;
export const TIP_SUGGESTION_DIGITS = 3;
/** Not in the specification: the tax payer id of the receipt preview. */
export const TAX_PAYER_ID_MAX = 20;

const K = 'StoreConfiguration.';

// ---- rules (§5) -----------------------------------------------------------------------------------

/** §5 zip: 5 digits, or 5+4 with a hyphen. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}`;

/**
 * §5 website: a valid URL "without extra path variations": an optional http(s) scheme and a host
 * name, at most a trailing slash — no path, query or fragment (docs/decisions.md).
 */
export const WEBSITE_PATTERN = new RegExp(`^(?:https?://)?${HOST}/?$`, 'i');

export function isValidWebsite(url: string): boolean {
  return url.length <= WEBSITE_MAX && WEBSITE_PATTERN.test(url);
}

/** The QR code's address (IncludeQrCode): an http(s) URL with a host; a path is allowed (a menu page). */
export const QR_URL_PATTERN = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:/[^\\s<>"'\`]*)?$`, 'i');

export function isValidQrUrl(url: string): boolean {
  return url.length <= WEBSITE_MAX && QR_URL_PATTERN.test(url);
}

/** §5 tip suggestions accept digits only: a whole percent from 1 to 100, or empty (none). */
export function isValidTipSuggestion(value: string): boolean {
  if (value === '') return true;
  if (!new RegExp(`^\\d{1,${TIP_SUGGESTION_DIGITS}}$`).test(value)) return false;
  const percent = Number(value);
  return percent >= TIP_SUGGESTION_MIN && percent <= TIP_SUGGESTION_MAX;
}

/**
 * §5 tip suggestions: what a keystroke leaves in the field — its digits only, without leading zeros
 * ("015" is 15), at most three.
 */
export function tipDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '').slice(0, TIP_SUGGESTION_DIGITS);
}

/** §4 the tip message and suggestions can be changed only while Display tip suggestion is on. */
export function tipFieldsEnabled(displayTipSuggestion: boolean): boolean {
  return displayTipSuggestion;
}

/** The country id a schema's context names (the store's merchant's), or none. */
function contextCountryOf(context: unknown): number | null {
  const countryId = (context as { countryId?: unknown } | undefined)?.countryId;
  return typeof countryId === 'number' ? countryId : null;
}

/** §5 a store's states: the US list for a US store (and by default), its country's otherwise. */
export function storeStatesOf(countryId: number | null | undefined) {
  const country = countryId ?? Countries.UnitedStates;
  return country === Countries.UnitedStates || statesOf(country).length === 0 ? US_STATES : statesOf(country);
}

function storeStateCodes(countryId: number | null): readonly string[] {
  const list = storeStatesOf(countryId);
  return list === US_STATES ? US_STATE_CODES : list.map((s) => s.StateCode);
}

/** §4 UpdateStoreCoordinates when address1 changed (compared trimmed, case-insensitively). */
export function addressMoved(before: string, after: string): boolean {
  return before.trim().toLowerCase() !== after.trim().toLowerCase();
}

// ---- the schema -----------------------------------------------------------------------------------

function clean(key: string, max: number) {
  return visibleText({ trim: true }).max(max, key);
}

/** A required text: "this field is required" when empty or blank; too long is the field's own key. */
function requiredText(key: string, max: number) {
  return clean(key, max).required(ValidationMessages.required);
}

function optionalText(max: number, key: string = ValidationMessages.max) {
  return clean(key, max).default('');
}

/** §5 phones: a number of the store's country (the schema's context, phone.ts), or with its code. */
function phone(key: string) {
  return text({ trim: true })
    .max(PHONE_MAX, key)
    .test('phone', key, function (v) {
      return v == null || v === '' || isValidPhone(v, phoneCountryOfContext(this.options.context));
    });
}

function oneOfList(list: readonly string[], key: string) {
  return text({ trim: true })
    .required(ValidationMessages.required)
    .test('one-of', key, (v) => v == null || v === '' || list.includes(v));
}

/** What the store form and UpdateStoreSettings carry (§3 Store settings, the site's website). */
export const storeSettingsSchema = yup.object({
  StoreName: requiredText(`${K}InvalidStoreName`, STORE_NAME_MAX),
  StoreContName: requiredText(`${K}InvalidContactName`, CONTACT_NAME_MAX),
  StoreEmail: requiredText(`${K}InvalidContactEmail`, CONTACT_EMAIL_MAX).test(
    'email',
    `${K}InvalidContactEmail`,
    emptyOrEmailAddress,
  ),
  StoreContPhone: phone(`${K}InvalidContactPhone`).required(ValidationMessages.required),
  StorePhone: phone(`${K}InvalidPhone`).default(''),
  StoreAdd1: requiredText(`${K}InvalidAddress1`, ADDRESS_MAX),
  StoreAdd2: optionalText(ADDRESS_MAX),
  StoreCity: requiredText(`${K}InvalidCity`, CITY_MAX),
  // §5 the US list (50 states, DC, the territories); a store of another country (its merchant's: the
  // schema's context) has its country's provinces or counties (companyLocale.ts)
  StoreState: text({ trim: true })
    .required(ValidationMessages.required)
    .test('state', `${K}InvalidState`, function (v) {
      return v == null || v === '' || storeStateCodes(contextCountryOf(this.options.context)).includes(v);
    }),
  StoreZip: text({ trim: true })
    .required(ValidationMessages.required)
    .test('zip', `${K}InvalidZip`, (v) => v == null || v === '' || isValidZip(v)),
  StoreWebsite: storeWebsite().default(''),
  ReceiptHeader: optionalText(RECEIPT_HEADER_MAX),
  ReceiptNote: optionalText(RECEIPT_NOTE_MAX),
  IncludeQrCode: flag().default(false),
  // judged only while the receipt carries the QR code: off, the address is kept as it is, unused
  QrCodeWebsiteUrl: optionalText(WEBSITE_MAX, `${K}InvalidQrUrl`).test(
    'qr-url',
    `${K}InvalidQrUrl`,
    function (v) {
      if (this.parent.IncludeQrCode !== true) return true;
      if (v == null || v === '') return this.createError({ message: ValidationMessages.required });
      return isValidQrUrl(v);
    },
  ),
  DisplayTipSuggestion: flag().default(false),
  TipSuggestionMessage: optionalText(TIP_MESSAGE_MAX),
  TipSuggestion1: tipSuggestion(),
  TipSuggestion2: tipSuggestion(),
  TipSuggestion3: tipSuggestion(),
  PosTimezone: oneOfList(TIME_ZONE_IDS, `${K}InvalidTimezone`),
  /** §4: sent true when address1 changed (the server decides again from the stored address). */
  UpdateStoreCoordinates: flag().default(false),
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type StoreSettingsForm = yup.InferType<typeof storeSettingsSchema>;

/** The store's website (the online-ordering site's url): optional, without extra path variations (§5). */
function storeWebsite() {
  return clean(`${K}InvalidUrl`, WEBSITE_MAX).test(
    'website',
    `${K}InvalidUrl`,
    (v) => v == null || v === '' || isValidWebsite(v),
  );
}

/**
 * 1-foundation.md §3 "Receipt info", the body of Company/UpdateReceiptInfo: the store settings as
 * `Company` (3-settings §3 lists no website: one left out is kept), and UpdateStoreCoordinates beside
 * them (null or absent: false).
 */
export const receiptInfoSchema = yup.object({
  Company: storeSettingsSchema
    .omit(['UpdateStoreCoordinates'])
    .shape({ StoreWebsite: storeWebsite().optional() })
    .default(undefined)
    .required(),
  UpdateStoreCoordinates: flag().nullable().default(false),
});

/** The store settings of a write; a website left out (undefined) is kept as stored. */
export type StoreSettingsWrite = Omit<StoreSettingsForm, 'StoreWebsite'> & { StoreWebsite?: string };

/** The store settings a receipt info body carries. */
export function storeSettingsOfReceiptInfo(
  body: yup.InferType<typeof receiptInfoSchema>,
): StoreSettingsWrite {
  return { ...body.Company, UpdateStoreCoordinates: body.UpdateStoreCoordinates ?? false };
}

function tipSuggestion() {
  return text({ trim: true })
    .default('')
    .test('percent', `${K}TipSuggestionRange`, (v) => v == null || isValidTipSuggestion(v));
}

/** The store settings as GetStoreSettings answers them (§3), with the time zone list. */
export interface StoreSettings
  extends Omit<StoreSettingsForm, 'UpdateStoreCoordinates' | 'ConcurrencyChecksum'> {
  StoreId: number;
  ConcurrencyChecksum: number;
  /** The coordinates wait to be recomputed from the address (docs/decisions.md: no geocoder offline). */
  CoordinatesPending: boolean;
  TimeZones: TimeZoneOption[];
  /** The caller may change them (a store user reads only: docs/decisions.md "Store configuration"). */
  MayEdit: boolean;
}

/**
 * §4: turning Display tip suggestion off clears the tip message (as saved, too); the phones are kept
 * as the store's country writes them (phone.ts).
 */
export function normaliseStoreSettings(v: StoreSettingsForm, countryId: number): StoreSettingsForm {
  return {
    ...v,
    ...storePhonesAsKept(v, countryId),
    TipSuggestionMessage: v.DisplayTipSuggestion ? v.TipSuggestionMessage : '',
  };
}

/** The store's two phones as its country writes them (phone.ts). */
function storePhonesAsKept(v: Pick<StoreSettingsForm, 'StoreContPhone' | 'StorePhone'>, countryId: number) {
  const country = phoneCountryOf(countryId);
  return {
    StoreContPhone: formatPhone(v.StoreContPhone, country),
    StorePhone: formatPhone(v.StorePhone, country),
  };
}

/** The form's values of a read, its phones as the store's country writes them (one kept as digits too). */
export function storeSettingsFormOf(s: StoreSettings, countryId: number): StoreSettingsForm {
  const { StoreId: _id, CoordinatesPending: _pending, TimeZones: _zones, MayEdit: _may, ...form } = s;
  return { ...form, ...storePhonesAsKept(form, countryId), UpdateStoreCoordinates: false };
}

// ---- the receipt preview (§7 POST /Email/PreviewLight) --------------------------------------------

/** The store header fields the preview draws (§7: the body's company). */
export const receiptPreviewCompanySchema = yup.object({
  StoreContName: optionalText(CONTACT_NAME_MAX),
  StoreName: optionalText(STORE_NAME_MAX),
  StoreAdd1: optionalText(ADDRESS_MAX),
  StoreAdd2: optionalText(ADDRESS_MAX),
  StoreCity: optionalText(CITY_MAX),
  StoreState: optionalText(2),
  StoreZip: optionalText(10),
  StorePhone: optionalText(PHONE_MAX),
  TaxPayerId: optionalText(TAX_PAYER_ID_MAX),
});
export type ReceiptPreviewCompany = yup.InferType<typeof receiptPreviewCompanySchema>;

export const previewLightSchema = yup.object({
  // no default company: a body without one is refused
  company: receiptPreviewCompanySchema.default(undefined).required(),
  /** The mailout the preview is for (0: none; the store header is the same for every mailout). */
  mailoutId: id().default(0),
});
export type PreviewLightBody = yup.InferType<typeof previewLightSchema>;

/** The preview's body from the form (the store's phone, else the contact's phone). */
export function previewBodyOf(v: StoreSettingsForm): PreviewLightBody {
  return {
    company: {
      StoreContName: v.StoreContName,
      StoreName: v.StoreName,
      StoreAdd1: v.StoreAdd1,
      StoreAdd2: v.StoreAdd2,
      StoreCity: v.StoreCity,
      StoreState: v.StoreState,
      StoreZip: v.StoreZip,
      StorePhone: v.StorePhone || v.StoreContPhone,
      TaxPayerId: '',
    },
    mailoutId: 0,
  };
}
