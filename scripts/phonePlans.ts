/**
 * Writes src/domain/phonePlans.json: the numbering plans of the countries the portal knows (US, CA
 * and GB: src/domain/phone.ts) out of libphonenumber-js's "min" metadata, so the screens with a phone
 * field load the plans of the calling codes +1 and +44, not every country's (some 17 kB of gzip,
 * ARCHITECTURE.md "Budgets"). Run it after updating libphonenumber-js (`tsx scripts/phonePlans.ts`); src/domain/phone.test.ts checks the file is
 * what the library's metadata holds today.
 */
import { writeFileSync } from 'node:fs';
import { phonePlansOf } from './phonePlansOf';

writeFileSync(
  new URL('../src/domain/phonePlans.json', import.meta.url),
  `${JSON.stringify(phonePlansOf(), null, 0)}\n`,
);
