import { describe, expect, it } from 'vitest';
import {
  type CompanyForm,
  companySchema,
  mayEditCompany,
  updateCompanyBody,
  updateCompanySchema,
} from './company';
import { COUNTRIES, Countries, isStateOf, statesOf } from './companyLocale';
import { harborCompanyFixture } from '../../stories/pages/companyInformationFixtures';
import { fallbackFeatureFlags } from './featureFlags';
import { routeOfPath, routeShowsScreen } from './routes';

/** Harbor Bistro Group's company information (the demo's values). */
const valid: CompanyForm = harborCompanyFixture;

/** The first broken rule's key of the company with `over` (null when valid). */
async function broken(over: Partial<Record<keyof CompanyForm, unknown>>): Promise<string | null> {
  try {
    await companySchema.validate({ ...valid, ...over });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('3-settings §5: company information — required fields say "this field is required"', () => {
  it.each([
    'CountryId',
    'ContName',
    'ContEmail',
    'CoName',
    'IndustryId',
    'CoAdd1',
    'CoCity',
    'CoState',
    'CoZip',
    'MarketingFromEmailAddress',
  ] as const)('%s', async (name) => {
    expect(await broken({ [name]: name === 'CountryId' || name === 'IndustryId' ? null : '' })).toBe(
      'CompanyInfo.Required',
    );
  });

  it('blank text counts as empty; Address2, Phone and Website URL are optional', async () => {
    expect(await broken({ CoName: '   ' })).toBe('CompanyInfo.Required');
    expect(await broken({ CoAdd2: '', ContPhone: '', WebSiteUrl: '' })).toBeNull();
    expect(await broken({})).toBeNull();
  });
});

describe('3-settings §5: company information — the limits', () => {
  it.each([
    ['ContName', 40],
    ['CoName', 40],
    ['CoAdd1', 40],
    ['CoAdd2', 40],
    ['CoCity', 40],
    ['CoZip', 10],
    ['ContPhone', 25],
  ] as const)('%s at most %i characters', async (name, max) => {
    // a phone is a number of the country's plan: the longest has an extension
    const [ok, over] =
      name === 'ContPhone'
        ? ['(207) 555-0142 ext. 12345', '(207) 555-0142 ext. 123456']
        : [(name === 'CoZip' ? '1' : 'a').repeat(max), (name === 'CoZip' ? '1' : 'a').repeat(max + 1)];
    expect(await broken({ [name]: ok })).toBeNull();
    expect(await broken({ [name]: over })).toBe(`CompanyInfo.Max${max}`);
  });

  it('Email and Reply to Email at most 50, Website URL at most 256', async () => {
    const email = (n: number) => `${'a'.repeat(n - 12)}@example.com`;
    expect(await broken({ ContEmail: email(50) })).toBeNull();
    expect(await broken({ ContEmail: email(51) })).toBe('CompanyInfo.Max50');
    expect(await broken({ MarketingFromEmailAddress: email(51) })).toBe('CompanyInfo.Max50');
    const url = (n: number) => `https://example.com/${'a'.repeat(n - 20)}`;
    expect(await broken({ WebSiteUrl: url(256) })).toBeNull();
    expect(await broken({ WebSiteUrl: url(257) })).toBe('CompanyInfo.Max256');
  });
});

describe('3-settings §5: company information — the shapes', () => {
  it('e-mail addresses, phone, postal code and web address', async () => {
    expect(await broken({ ContEmail: 'not an address' })).toBe('CompanyInfo.EmailInvalid');
    expect(await broken({ MarketingFromEmailAddress: 'x@y' })).toBe('CompanyInfo.EmailInvalid');
    expect(await broken({ ContPhone: '555-CALL-NOW' })).toBe('CompanyInfo.PhoneInvalid');
    expect(await broken({ CoZip: '04101;--' })).toBe('CompanyInfo.ZipInvalid');
    expect(await broken({ WebSiteUrl: 'javascript:alert(1)' })).toBe('CompanyInfo.UrlInvalid');
    expect(await broken({ WebSiteUrl: 'harborbistro.example/menu' })).toBeNull();
  });

  it('the country is one of the list, the state one of its states', async () => {
    expect(await broken({ CountryId: 999 })).toBe('CompanyInfo.CountryInvalid');
    expect(await broken({ CoState: 'ON' })).toBe('CompanyInfo.StateInvalid');
    expect(await broken({ CountryId: Countries.Canada, CoState: 'ON', CoZip: 'M5H 1K4' })).toBeNull();
  });

  it('wrong types are refused, not converted', async () => {
    expect(await broken({ CoName: 5 })).toBe('Validation.Type');
    expect(await broken({ CountryId: '840' })).toBe('Validation.Type');
  });
});

describe('3-settings §7: the update body', () => {
  it('NotifyCommerce true, UpdateStoreCoordinates null and the Company, texts trimmed', async () => {
    const body = updateCompanyBody({ ...valid, CoCity: '  Portland ' });
    expect(body).toMatchObject({ NotifyCommerce: true, UpdateStoreCoordinates: null });
    expect(body.Company.CoCity).toBe('Portland');
    await expect(updateCompanySchema.validate(body)).resolves.toBeTruthy();
  });
});

describe('3-settings §2, §6: company information is editable only at view level 2', () => {
  it('a company view of more than one site edits; a store view or a one-store company reads', () => {
    expect(mayEditCompany({ storeId: null, activeStoreCount: 3 })).toBe(true);
    expect(mayEditCompany({ storeId: 2001, activeStoreCount: 3 })).toBe(false);
    expect(mayEditCompany({ storeId: null, activeStoreCount: 1 })).toBe(false);
  });
});

describe('3-settings §3: countries have Name and CountryId, states DisplayName and StateCode', () => {
  it('the United States, Canada and the United Kingdom with their states or provinces', () => {
    expect(COUNTRIES.map((c) => c.Name)).toEqual(['Canada', 'United Kingdom', 'United States']);
    expect(statesOf(Countries.UnitedStates)).toHaveLength(51);
    expect(statesOf(Countries.Canada)).toHaveLength(13);
    expect(statesOf(Countries.UnitedKingdom).map((s) => s.DisplayName)).toContain('Scotland');
    expect(statesOf(999)).toEqual([]);
    expect(isStateOf(Countries.UnitedStates, 'ME')).toBe(true);
    expect(isStateOf(Countries.UnitedStates, 'ON')).toBe(false);
  });
});

describe('3-settings §2: the company information form when its flag is on, otherwise the older page', () => {
  it('/settings/companyinformation/info follows companyInfo', () => {
    const route = routeOfPath('/settings/companyinformation/info');
    expect(route?.screenFlag).toBe('companyInfo');
    expect(routeShowsScreen(route ?? {}, { ...fallbackFeatureFlags(), companyInfo: true })).toBe(true);
    expect(routeShowsScreen(route ?? {}, fallbackFeatureFlags())).toBe(false);
  });
});
