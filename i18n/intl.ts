import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import enUS from './en-US.json';
import { fixedDecimals } from './enUsFormat';

export type MessageKey = keyof typeof enUS;
/** The catalogue as imported here: the whole file (in the built portal see i18n/catalogue.ts). */
export const messages: Record<string, string> = enUS;
export const locale = 'en-US';
export const currency = 'USD';

/** Shown before the key of a message the catalogue lacks (1-foundation.md §8). */
export const missingMarker = '⚠';

const cache = createIntlCache();

/**
 * The portal formats en-US only. Both createIntl (given a locale) and IntlMessageFormat (for each
 * message it compiles) check the locale with Intl.NumberFormat.supportedLocalesOf, which makes the
 * browser list every locale it has: some 30 ms of main thread on a first page load, a long task on
 * a phone. So the locale is taken as it is (package.json pins intl-messageformat to the version
 * @formatjs/intl uses, so this is the class it formats with; i18n/intl.test.ts checks it).
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);

/**
 * The portal's intl object: en-US, USD; a missing key renders the warning sign plus the key.
 * en-US comes in as the default locale with an empty `locale` (no supportedLocalesOf, see above):
 * createIntl then takes the default and reports INVALID_CONFIG, which is expected here.
 * The messages' plain numbers (a plural's #, {n, number}) are written by messageNumbers.
 */
export function createBackroomIntl(catalogue: Record<string, unknown> = messages): IntlShape<string> {
  const intl = createIntl<string>(
    {
      locale: '',
      defaultLocale: locale,
      messages: catalogue as Record<string, string>,
      onError: (err) => {
        if (err.code === 'MISSING_TRANSLATION' || err.code === 'INVALID_CONFIG') return;
        if (typeof console !== 'undefined') console.warn(err.message);
      },
    },
    cache,
  );
  // formatMessage reads its formatters from this object at each call; formatNumber keeps Intl's own
  const withIntl = intl.formatters.getNumberFormat;
  intl.formatters.getNumberFormat = (locales, options) =>
    options === undefined ? messageNumbers(() => withIntl(locales)) : withIntl(locales, options);
  return intl;
}

/**
 * The number format of a message's plain numbers (a plural's #, {n, number}), for which
 * intl-messageformat calls only `format`: a whole number is written without Intl (enUsFormat.ts, as
 * Intl writes it: "3 stores", "1,200 rows"), so a message with a count needs no ICU data at start-up;
 * any other number is formatted by Intl.
 */
function messageNumbers(withIntl: () => Intl.NumberFormat): Intl.NumberFormat {
  const format = (value: Intl.StringNumericLiteral | number | bigint) => {
    const whole = typeof value === 'number' && Number.isInteger(value) ? fixedDecimals(value, 0) : null;
    return whole ?? withIntl().format(value);
  };
  // intl-messageformat calls `format` alone (its formatToParts of a message too): nothing else of
  // Intl.NumberFormat is ever asked of a message's number format
  return { format } as Intl.NumberFormat;
}

/** What follows a prefix in the catalogue's keys: KeySuffix<'Reports.Title.'> is every report with a title. */
export type KeySuffix<Prefix extends string> = MessageKey extends infer K
  ? K extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

/** A function that formats a message of the catalogue: what t is given to, typed so a missing key fails the type check. */
export type Translate = (key: MessageKey, values?: Record<string, string | number | Date>) => string;

/**
 * Whether a key that comes from data at run time (a form rule's message, a server answer's
 * MessageKey) is in the catalogue: the one guard that makes such a string a MessageKey.
 */
export function isMessageKey(intl: IntlShape<string>, key: string): key is MessageKey {
  return key in intl.messages;
}

/** Formats a message; a key missing from the catalogue renders as "⚠ Key". */
export function t(
  intl: IntlShape<string>,
  key: MessageKey,
  values?: Record<string, string | number | Date>,
): string {
  if (!(key in intl.messages)) return `${missingMarker} ${key}`;
  return intl.formatMessage({ id: key }, values) as string;
}

/**
 * A key typed plain `string`, as data read at run time is: a literal or a template-literal key does
 * not fit, so a key written in the code goes through t and is checked against the catalogue.
 */
export type DataKey<K extends string> = K & (string extends K ? unknown : never);

/** A function that formats a message whose key comes from data (tData, bound to the portal's intl). */
export type TranslateData = <K extends string>(
  key: DataKey<K>,
  values?: Record<string, string | number | Date>,
) => string;

/** Formats a message whose key comes from data at run time (see isMessageKey): "⚠ key" when the catalogue lacks it. */
export function tData<K extends string>(
  intl: IntlShape<string>,
  key: DataKey<K>,
  values?: Record<string, string | number | Date>,
): string {
  return isMessageKey(intl, key) ? t(intl, key, values) : `${missingMarker} ${key}`;
}

/** An amount in USD ($1,234.50, -$3.00): written without Intl (enUsFormat.ts), as Intl writes it. */
export function formatMoney(intl: IntlShape<string>, amount: number): string {
  return fixedDecimals(amount, 2, '$') ?? intl.formatNumber(amount, { style: 'currency', currency });
}

/**
 * A number with two decimals and no currency (an amount that may be a percent, a price in a grid):
 * written without Intl (enUsFormat.ts), as Intl writes it.
 */
export function formatDecimal(intl: IntlShape<string>, value: number): string {
  return (
    fixedDecimals(value, 2) ??
    intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  );
}
