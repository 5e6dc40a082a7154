/**
 * Phone numbers as the portal shows them (1-foundation §9 "(xxx) xxx-xxxx", 3-settings §5): the one
 * formatter of the store configuration's phones and the employees' phone, applied as they are typed
 * (the field binder's `format: 'phone'`).
 */
/**
 * Phones are auto-formatted as (123) 456-7890 (§9 "(xxx) xxx-xxxx"): a US number of ten digits (or
 * eleven with the leading 1), written with digits and separators only, takes that shape; anything
 * else (a number with another country's code, an extension, a number being typed) is left as it is.
 */
export function formatPhone(value: string): string {
  if (!/^[\d\s().+-]*$/.test(value)) return value;
  // another country's code (+44…) is never a US number, however many digits are typed so far
  if (/^\s*\+(?!1)/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10 || (digits.length === 11 && !/^\+?1/.test(value.trim()))) return value;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}
