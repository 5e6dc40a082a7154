import type { Queryable } from '../db/db';
import { saveCompany } from '../db/queries/company';

/**
 * The demo merchants' company information (3-settings-and-employees.md §3 Company): the restaurant
 * group in Portland, Maine, the bank-brand café in Toronto, the corner market in Leeds. No logo: the
 * screen's upload shows it. Deterministic: fixed values.
 */
const companies = [
  {
    merchantId: 1001,
    CoName: 'Harbor Bistro Group LLC',
    CoAdd1: '48 Commercial Street',
    CoAdd2: 'Suite 300',
    CoCity: 'Portland',
    CoState: 'ME',
    CoZip: '04101',
    CountryId: 840,
    IndustryId: 1,
    ContName: 'Olivia Owner',
    ContPhone: '(207) 555-0142',
    ContEmail: 'olivia@harborbistro.example',
    WebSiteUrl: 'https://harborbistro.example',
    MarketingFromEmailAddress: 'hello@harborbistro.example',
  },
  {
    merchantId: 1002,
    CoName: 'Maple Bank Café Inc.',
    CoAdd1: '220 King Street West',
    CoAdd2: '',
    CoCity: 'Toronto',
    CoState: 'ON',
    CoZip: 'M5H 1K4',
    CountryId: 124,
    IndustryId: 4,
    ContName: 'Bea Banker',
    ContPhone: '(416) 555-0188',
    ContEmail: 'bea@maplebankcafe.example',
    WebSiteUrl: 'https://maplebankcafe.example',
    MarketingFromEmailAddress: 'news@maplebankcafe.example',
  },
  {
    merchantId: 1003,
    CoName: 'Corner Market Ltd',
    CoAdd1: '12 Briggate',
    CoAdd2: '',
    CoCity: 'Leeds',
    CoState: 'ENG',
    CoZip: 'LS1 6HD',
    CountryId: 826,
    IndustryId: 6,
    ContName: 'Mina Market',
    ContPhone: '+44 113 496 0321',
    ContEmail: 'mina@cornermarket.example',
    WebSiteUrl: '',
    MarketingFromEmailAddress: 'offers@cornermarket.example',
  },
];

/**
 * A demo employee's phone: the merchant's contact number with its last two digits the employee's, as
 * the portal keeps numbers (src/domain/phone.ts) and within the numbers set aside for fiction
 * (555-0100 to 555-0199 in North America, 0113 496 0xxx in Leeds).
 */
export function demoStaffPhone(merchantId: number, n: number): string {
  const contact = companies.find((c) => c.merchantId === merchantId)?.ContPhone ?? '(207) 555-0100';
  return `${contact.slice(0, -2)}${String(n % 100).padStart(2, '0')}`;
}

export async function seedCompanies(tx: Queryable, now: Date): Promise<void> {
  for (const { merchantId, ...company } of companies) await saveCompany(tx, merchantId, company, now);
}
