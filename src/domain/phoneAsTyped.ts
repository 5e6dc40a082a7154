import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_CHARACTERS, PLAN_DATA } from './phone';

/*
 * Apart from phone.ts: the as-you-type formatter is most of the library's code, and only a phone
 * field being typed in needs it (src/scaffold/form/phoneField.ts loads it beside the form).
 */

/**
 * A number as it is typed (at the end of the field): shaped by the country's plan as far as it goes —
 * "02079" is "020 79" in the UK, "207555" is "(207) 555" in the US, "+1207" is "+1 207". Text with
 * anything else than digits and separators (an extension being typed) is left as it is.
 */
export function formatPhoneAsTyped(value: string, country: CountryCode): string {
  if (value.trim() === '' || !PHONE_CHARACTERS.test(value)) return value;
  return new AsYouType(country, PLAN_DATA).input(value);
}
