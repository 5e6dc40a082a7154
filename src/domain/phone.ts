/**
 * Phone numbers (1-foundation §9 "(xxx) xxx-xxxx", 3-settings §5 "US formats, UK formats and Ext.
 * digits"): the one place the portal and the server read, judge and write them, by the country the
 * number belongs to (a store's: its merchant's; a company's: the one chosen on its form). The
 * numbering plans are libphonenumber-js's (its "min" metadata cut to the countries the portal knows,
 * src/domain/phonePlans.json), not patterns of ours: a US number is written (207) 555-0142, a UK one 020 7946 0958, a number typed
 * with its country code +1 207 555 0142.
 */
import {
  type CountryCode,
  getCountryCallingCode as callingCodeIn,
  type MetadataJson,
  parsePhoneNumberFromString as parseIn,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import { PHONE_PLANS } from './phoneCountries';
import plans from './phonePlans.json';

/** The plans of the countries the portal knows, out of the library's metadata (scripts/phonePlans.ts). */
export const PLAN_DATA = plans as unknown as MetadataJson;
const PLANS: Readonly<Record<number, CountryCode>> = PHONE_PLANS;

const getCountryCallingCode = (country: CountryCode) => callingCodeIn(country, PLAN_DATA);
const parsePhoneNumberFromString = (text: string, country: CountryCode) => parseIn(text, country, PLAN_DATA);

/** The numbering plan of a country id; the United States (the merchants' default, 840) otherwise. */
export function phoneCountryOf(countryId: number | null | undefined): CountryCode {
  return (countryId != null && PLANS[countryId]) || 'US';
}

/**
 * The numbering plan a form's schema judges phones by: its validation context's `countryId` (the
 * portal passes the store's country to the form, the server the session merchant's to readBody).
 */
export function phoneCountryOfContext(context: unknown): CountryCode {
  const countryId = (context as { countryId?: unknown } | undefined)?.countryId;
  return phoneCountryOf(typeof countryId === 'number' ? countryId : null);
}

/** What a phone is written with: digits and the separators of the plans (no letters, no extension). */
export const PHONE_CHARACTERS = /^[\d\s().+-]*$/;
/** "Ext. 12", "ext 12", "x12" at the end (3-settings §5 "Ext. digits"): alone, or after a number. */
const EXTENSION = /^(.*?)\s*(?:ext\.?|x)\s?(\d{1,6})$/i;

function parsed(value: string, country: CountryCode): PhoneNumber | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const extension = EXTENSION.exec(text);
  const number = extension ? extension[1] : text;
  if (!PHONE_CHARACTERS.test(number)) return undefined;
  const phone = parsePhoneNumberFromString(extension ? `${number} ext. ${extension[2]}` : number, country);
  return phone?.isValid() ? phone : undefined;
}

/**
 * Whether a phone is a number of the country's plan (or, typed with its country code, of another's),
 * with an optional extension — or an extension alone (§5 "Ext. digits"). Empty is no phone: the
 * field's own `required` says whether it may be.
 */
export function isValidPhone(value: string, country: CountryCode): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (/^(?:ext\.?|x)\s?\d{1,6}$/i.test(text)) return true;
  return parsed(text, country) !== undefined;
}

/**
 * A phone as it is kept and shown: the country's own way for its numbers ((207) 555-0142 in the US,
 * 020 7946 0958 in the UK), with the country code when it was typed with one (+1 207 555 0142) or is
 * another country's (+44 20 7946 0958), and an extension as " ext. 12". Anything that is no number
 * of a plan is kept as typed (trimmed).
 */
export function formatPhone(value: string, country: CountryCode): string {
  const phone = parsed(value, country);
  if (!phone) return value.trim();
  const home = phone.countryCallingCode === getCountryCallingCode(country);
  return home && !value.trim().startsWith('+') ? phone.formatNational() : phone.formatInternational();
}

/** How many digits a text holds (what a keystroke added or took away). */
export function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}
