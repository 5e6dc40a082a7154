import metadata from 'libphonenumber-js/metadata.min.json';
import { PHONE_PLAN_COUNTRIES } from '../src/domain/phoneCountries';

type Metadata = typeof metadata;

/**
 * The library's metadata cut to the plans the portal knows: the calling codes of its countries, with
 * every country that shares them (a UK mobile may be Guernsey's, +1 876 is Jamaica's), so any number
 * written under those codes is judged as the whole library judges it.
 */
export function phonePlansOf(full: Metadata = metadata) {
  const known: ReadonlySet<string> = new Set(PHONE_PLAN_COUNTRIES);
  const codes = Object.fromEntries(
    Object.entries(full.country_calling_codes).filter(([, countries]) => countries.some((c) => known.has(c))),
  );
  const kept: ReadonlySet<string> = new Set(Object.values(codes).flat());
  const countries = Object.fromEntries(
    Object.entries(full.countries).filter(([country]) => kept.has(country)),
  );
  return { version: full.version, country_calling_codes: codes, countries, nonGeographic: {} };
}
