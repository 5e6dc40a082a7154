import type { CompanyForm } from '../../src/domain/company';
import { COUNTRIES, INDUSTRIES, statesOf } from '../../src/domain/companyLocale';

/** Harbor Bistro Group's company information (the demo's values). */
export const harborCompanyFixture: CompanyForm = {
  MerchantId: 1001,
  CountryId: 840,
  ContName: 'Olivia Owner',
  ContEmail: 'olivia@harborbistro.example',
  CoName: 'Harbor Bistro Group LLC',
  IndustryId: 1,
  CoAdd1: '48 Commercial Street',
  CoAdd2: 'Suite 300',
  CoCity: 'Portland',
  CoState: 'ME',
  CoZip: '04101',
  MarketingFromEmailAddress: 'hello@harborbistro.example',
  ContPhone: '(207) 555-0142',
  WebSiteUrl: 'https://harborbistro.example',
  ConcurrencyChecksum: 2,
};

export const countriesFixture = COUNTRIES;
export const usStatesFixture = statesOf(840);
export const industriesFixture = INDUSTRIES;
