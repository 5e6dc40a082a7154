import { currency, locale } from './intl';

/**
 * Makes the browser load its ICU data before the first render needs it, a step a task: the first use
 * of Intl in a page costs some 25–60 ms here (the locale, plural rules, number and currency data, date
 * data), and more on a slow phone; in one task it was the page's longest start-up task. Split, no step
 * takes over 7 ms here. Only My store formats its figures with Intl (the other screens need no Intl at
 * start-up: enUsFormat.ts): its formats' module starts them when it loads, which on a page opened on
 * My store is while the portal's chunks and first answers are on their way (src/app/start.tsx waits
 * for them before the first render), so the first render of the figures does not pay them.
 */
const formatterWarmups: readonly (() => void)[] = [
  () => new Intl.Locale(locale).maximize(),
  () => new Intl.PluralRules(locale).select(1),
  () => new Intl.NumberFormat(locale).format(0),
  () => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0),
  () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(0),
];

/** Starts the warm-up steps, each in a task of its own (in a browser: the server render needs none). */
export function warmUpIcu(): void {
  if (typeof window === 'undefined') return;
  for (const step of formatterWarmups) setTimeout(step, 0);
}
