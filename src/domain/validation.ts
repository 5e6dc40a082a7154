import * as yup from 'yup';
import { MAX_AMOUNT } from './enums';

/** Every yup message is a catalogue key, so the server and the portal speak the same rules. */
export const ValidationMessages = {
  invalid: 'Validation.Invalid',
  required: 'Validation.Required',
  type: 'Validation.Type',
  max: 'Validation.MaxLength',
  min: 'Validation.MinLength',
  email: 'Validation.Email',
  number: 'Validation.Number',
  nulByte: 'Validation.NulByte',
  integerRange: 'Validation.IntegerRange',
  invisible: 'Validation.InvisibleCharacters',
} as const;

yup.setLocale({
  mixed: {
    default: ValidationMessages.invalid,
    required: ValidationMessages.required,
    notType: ValidationMessages.type,
  },
  string: { max: ValidationMessages.max, min: ValidationMessages.min, email: ValidationMessages.email },
  number: {
    min: ValidationMessages.number,
    max: ValidationMessages.number,
    integer: ValidationMessages.number,
  },
});

/** The range of a PostgreSQL integer column: every id and count the contract carries fits in it. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * Characters a name must not hide: control characters, format characters (zero-width spaces and
 * joiners, bidi embeddings, overrides and isolates, the byte-order mark, soft hyphen…), line and
 * paragraph separators, and the blank letters that render as nothing (Hangul fillers, braille blank).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * The strict types every schema is built from. Nothing is converted into a string, a number or a
 * boolean: 5, true or ["x"] where text is expected, "10", "0x10", true or [1] where a number is
 * expected, are Validation.Type. Numbers come as JSON numbers (readQuery turns the decimal digits of
 * a query string into one for a number field, and true/false into a boolean for a boolean field).
 */
export function withoutCoercion<S extends yup.Schema>(schema: S): S {
  schema.spec.coerce = false;
  return schema;
}

function strictString() {
  return yup
    .string()
    .withMutation(withoutCoercion)
    .test('nul-byte', ValidationMessages.nulByte, (v) => v == null || !v.includes('\0'));
}

/** Text: a string without NUL characters; `trim` trims it (without turning other types into text). */
export function text(options: { trim?: boolean } = {}) {
  const s = strictString();
  return options.trim ? s.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : s;
}

/**
 * Text a person reads as a name (an employee's, a discount's, a revenue center's, a company's, a
 * store's): without invisible characters (Validation.InvisibleCharacters) — no zero-width space or
 * joiner, no direction override that shows "gpj.exe" as "exe.jpg", no control character. The one
 * rule of every name of the portal and the server.
 */
export function visibleText(options: { trim?: boolean } = {}) {
  return text(options).test(
    'invisible-characters',
    ValidationMessages.invisible,
    (v) => v == null || !hasInvisibleCharacters(v),
  );
}

/**
 * How two names are compared where a name must be unique (a pay code's, a discount's): trimmed and in
 * lower case, so "Happy Hour" and "HAPPY HOUR " are the same name.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * An e-mail address: something@host.tld, no spaces, the top-level domain of at least two characters
 * (`a@b` is not an address anyone can write to). The one rule of every e-mail field.
 */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** An e-mail field's test: empty (its own `required` says if it may be), or an address. */
export function emptyOrEmailAddress(value: string | null | undefined): boolean {
  return value == null || value === '' || isEmailAddress(value);
}

/**
 * A log-on name (username or e-mail address): trimmed text without invisible characters, judged
 * before trimming (trim() removes a byte-order mark, which is no reason to accept one).
 */
export function loginName() {
  return text({ trim: true }).test('invisible-characters', ValidationMessages.invisible, function (v) {
    const raw: unknown = this.originalValue;
    return v == null || typeof raw !== 'string' || !hasInvisibleCharacters(raw);
  });
}

/** A JSON number (a string of digits is Validation.Type, not converted). */
export function number() {
  return yup.number().withMutation(withoutCoercion);
}

/** A whole JSON number in the 32-bit range of the database (Validation.IntegerRange beyond it). */
export function integer() {
  return number()
    .integer()
    .test(
      'int32',
      ValidationMessages.integerRange,
      (v) => v == null || !Number.isFinite(v) || (v >= INT32_MIN && v <= INT32_MAX),
    );
}

/** An id: a whole number from 0 to the 32-bit limit. */
export function id() {
  return integer().min(0);
}

/**
 * A record's ConcurrencyChecksum in a write. It is the product's addition to the specification's
 * shapes, so a body may leave it out (or send null): such a write applies as the last one. One that
 * is sent must be the stored one (isStale).
 */
export function concurrencyChecksum() {
  return id().nullable().default(null);
}

/** Whether a write is refused as stale: it names a checksum, and not the stored one. */
export function isStale(stored: number, sent: number | null | undefined): boolean {
  return sent != null && sent !== stored;
}

/**
 * An amount of money (a price): a JSON number from 0 to MAX_AMOUNT (999,999.99) with at most two
 * decimals; `messages` are the keys of the broken range and of the broken two decimals.
 */
export function money(messages: { range: string; cents: string }) {
  return number()
    .test('range', messages.range, (v) => v == null || (Number.isFinite(v) && v >= 0 && v <= MAX_AMOUNT))
    .test('cents', messages.cents, (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6);
}

/**
 * A name: required and not blank (`requiredKey`), at most `max` characters (`maxKey`), without
 * invisible characters.
 */
export function requiredName(max: number, requiredKey: string, maxKey: string) {
  return visibleText()
    .required(requiredKey)
    .test('not-blank', requiredKey, (v) => v == null || v.trim().length > 0)
    .max(max, maxKey);
}

/** A JSON boolean (true or false, nothing else). */
export function flag() {
  return yup.boolean().withMutation(withoutCoercion);
}

export { yup };
