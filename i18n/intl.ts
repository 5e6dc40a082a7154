import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import enUS from './en-US.json';

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
 */
export function createBackroomIntl(catalogue: Record<string, unknown> = messages): IntlShape<string> {
  return createIntl<string>(
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
}

/** Formats a message; a key missing from the catalogue renders as "⚠ Key". */
export function t(
  intl: IntlShape<string>,
  key: string,
  values?: Record<string, string | number | Date>,
): string {
  if (!(key in intl.messages)) return `${missingMarker} ${key}`;
  return intl.formatMessage({ id: key }, values) as string;
}

/**
 * Makes the browser load its ICU data before the first render needs it, a step a task: the first use
 * of Intl in a page costs some 25–60 ms here (the locale, plural rules, number and currency data, date
 * data), and more on a slow phone; in one task it was the page's longest start-up task. Split, no step
 * takes over 7 ms here. The portal's start runs them while its chunks and first answers are on their
 * way, so the first render of the figures does not pay them.
 */
export const formatterWarmups: readonly (() => void)[] = [
  () => new Intl.Locale(locale).maximize(),
  () => new Intl.PluralRules(locale).select(1),
  () => new Intl.NumberFormat(locale).format(0),
  () => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0),
  () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(0),
];

export function formatMoney(intl: IntlShape<string>, amount: number): string {
  return intl.formatNumber(amount, { style: 'currency', currency });
}

/** A number with two decimals and no currency (an amount that may be a percent, a price in a grid). */
export function formatDecimal(intl: IntlShape<string>, value: number): string {
  return intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatDate(intl: IntlShape<string>, value: Date | string | number): string {
  return intl.formatDate(value, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function formatDateTime(intl: IntlShape<string>, value: Date | string | number): string {
  return intl.formatDate(value, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
}
