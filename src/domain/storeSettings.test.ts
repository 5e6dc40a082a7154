import { describe, expect, it } from 'vitest';
import {
  addressMoved,
  isValidQrUrl,
  isValidTipSuggestion,
  isValidWebsite,
  isValidZip,
  normaliseStoreSettings,
  previewBodyOf,
  type StoreSettingsForm,
  storeSettingsSchema,
  tipDigits,
  tipFieldsEnabled,
} from './storeSettings';
import { fallbackFeatureFlags } from './featureFlags';
import { routeOfPath, routeShowsScreen } from './routes';
import { TIME_ZONES, isKnownTimeZone } from './timeZones';
import { US_STATES } from './usStates';

const valid: StoreSettingsForm = {
  StoreName: 'Harbor Downtown',
  StoreContName: 'Marco Manager',
  StoreEmail: 'downtown@harborbistro.example',
  StoreContPhone: '(207) 555-0142',
  StorePhone: '',
  StoreAdd1: '14 Commercial Street',
  StoreAdd2: '',
  StoreCity: 'Portland',
  StoreState: 'ME',
  StoreZip: '04101',
  StoreWebsite: 'harborbistro.example',
  ReceiptHeader: '',
  ReceiptNote: '',
  IncludeQrCode: false,
  QrCodeWebsiteUrl: '',
  DisplayTipSuggestion: true,
  TipSuggestionMessage: 'Suggested tips:',
  TipSuggestion1: '18',
  TipSuggestion2: '20',
  TipSuggestion3: '',
  PosTimezone: 'America/New_York',
  UpdateStoreCoordinates: false,
  ConcurrencyChecksum: 3,
};

/** The message key of the first broken rule of `field` with `over` applied, or null. */
async function brokenKey(over: Partial<Record<keyof StoreSettingsForm, unknown>>, field: string) {
  try {
    await storeSettingsSchema.validateAt(field, { ...valid, ...over });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('3-settings §5: the store form requires its fields ("this field is required")', () => {
  it.each([
    'StoreName',
    'StoreAdd1',
    'StoreCity',
    'StoreContName',
    'StoreContPhone',
    'StoreEmail',
    'StoreState',
    'PosTimezone',
    'StoreZip',
  ])('%s', async (field) => {
    expect(await brokenKey({ [field]: '' }, field)).toBe('Validation.Required');
    expect(await brokenKey({ [field]: '   ' }, field)).toBe('Validation.Required');
  });

  it('a valid form passes whole', async () => {
    await expect(storeSettingsSchema.validate(valid)).resolves.toBeTruthy();
  });
});

describe('3-settings §5: zip is 5 digits, or 5+4 with a hyphen', () => {
  it.each(['04101', '04101-2019'])('%s is a zip', (zip) => expect(isValidZip(zip)).toBe(true));
  it.each(['4101', '041011', '04101-201', '04101 2019', '0410A', '04101-20199'])('%s is not', (zip) =>
    expect(isValidZip(zip)).toBe(false),
  );
  it('the field says so with its own key', async () => {
    expect(await brokenKey({ StoreZip: '1234' }, 'StoreZip')).toBe('StoreConfiguration.InvalidZip');
  });
});

describe('3-settings §5: phones of the store\'s country (US, UK, "Ext. digits"), phone.ts', () => {
  it('the contact phone and the store phone have their own keys', async () => {
    expect(await brokenKey({ StoreContPhone: '555' }, 'StoreContPhone')).toBe(
      'StoreConfiguration.InvalidContactPhone',
    );
    expect(await brokenKey({ StorePhone: '555' }, 'StorePhone')).toBe('StoreConfiguration.InvalidPhone');
    expect(await brokenKey({ StorePhone: '' }, 'StorePhone')).toBeNull();
  });
});

describe("3-settings §5, §9: phones are kept as the store's country writes them", () => {
  it('a saved form carries the formatted phones', () => {
    const saved = normaliseStoreSettings(
      { ...valid, StoreContPhone: '207.555.0142', StorePhone: '2075550100' },
      840,
    );
    expect(saved.StoreContPhone).toBe('(207) 555-0142');
    expect(saved.StorePhone).toBe('(207) 555-0100');
    const uk = normaliseStoreSettings({ ...valid, StoreContPhone: '02079460958', StorePhone: '' }, 826);
    expect(uk.StoreContPhone).toBe('020 7946 0958');
  });
  it("a store's phones are judged by its country (the schema's context)", async () => {
    const judge = (phone: string, countryId: number) =>
      storeSettingsSchema
        .validateAt('StorePhone', { ...valid, StorePhone: phone }, { context: { countryId } })
        .then(
          () => null,
          (err: { errors: string[] }) => err.errors[0],
        );
    expect(await judge('020 7946 0958', 826)).toBeNull();
    expect(await judge('020 7946 0958', 840)).toBe('StoreConfiguration.InvalidPhone');
    expect(await judge('+44 20 7946 0958', 840)).toBeNull();
    expect(await judge('(207) 555-0142', 840)).toBeNull();
  });
});

describe('3-settings §5: contact email by pattern, max 50', () => {
  it.each(['x', 'a@b', 'a b@c.example', 'a@b.c'])('%s is refused', async (email) => {
    expect(await brokenKey({ StoreEmail: email }, 'StoreEmail')).toBe(
      'StoreConfiguration.InvalidContactEmail',
    );
  });
  it('an address over 50 characters is refused', async () => {
    expect(await brokenKey({ StoreEmail: `${'a'.repeat(40)}@harbor.example` }, 'StoreEmail')).toBe(
      'StoreConfiguration.InvalidContactEmail',
    );
  });
});

describe('3-settings §5: the website is optional, a valid URL without extra path variations', () => {
  it.each([
    'harborbistro.example',
    'www.harborbistro.example',
    'https://harborbistro.example/',
    'http://a.bc',
  ])('%s is a website', (url) => expect(isValidWebsite(url)).toBe(true));
  it.each([
    'harborbistro',
    'https://harborbistro.example/menu',
    'https://harborbistro.example/?a=1',
    'https://harborbistro.example/#x',
    'ftp://harborbistro.example',
    'javascript:alert(1)',
    'harbor bistro.example',
  ])('%s is not', (url) => expect(isValidWebsite(url)).toBe(false));
  it('empty is fine; a broken one names the URL rule', async () => {
    expect(await brokenKey({ StoreWebsite: '' }, 'StoreWebsite')).toBeNull();
    expect(await brokenKey({ StoreWebsite: 'https://x.example/a/b' }, 'StoreWebsite')).toBe(
      'StoreConfiguration.InvalidUrl',
    );
  });
});

describe('3-settings §5: maximum lengths', () => {
  it.each([
    ['StoreName', 40, 'StoreConfiguration.InvalidStoreName'],
    ['StoreAdd1', 40, 'StoreConfiguration.InvalidAddress1'],
    ['StoreAdd2', 40, 'Validation.MaxLength'],
    ['StoreCity', 20, 'StoreConfiguration.InvalidCity'],
    ['StoreContName', 40, 'StoreConfiguration.InvalidContactName'],
    ['ReceiptHeader', 40, 'Validation.MaxLength'],
    ['ReceiptNote', 500, 'Validation.MaxLength'],
  ] as const)('%s: %i characters', async (field, max, key) => {
    expect(await brokenKey({ [field]: 'a'.repeat(max) }, field)).toBeNull();
    expect(await brokenKey({ [field]: 'a'.repeat(max + 1) }, field)).toBe(key);
  });
});

describe('3-settings §5: state and time zone come from their lists', () => {
  it('the US list: 50 states, DC and the territories', () => {
    expect(US_STATES).toHaveLength(56);
    expect(US_STATES.map((s) => s.StateCode)).toEqual(expect.arrayContaining(['ME', 'DC', 'PR', 'GU', 'VI']));
  });
  it('a state or a time zone outside the lists is refused', async () => {
    expect(await brokenKey({ StoreState: 'XX' }, 'StoreState')).toBe('StoreConfiguration.InvalidState');
    expect(await brokenKey({ PosTimezone: 'Mars/Olympus' }, 'PosTimezone')).toBe(
      'StoreConfiguration.InvalidTimezone',
    );
  });
  it('the time zones are IANA names the reports read (stores.time_zone)', () => {
    for (const z of TIME_ZONES)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: z.Id })).not.toThrow();
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Europe/Paris')).toBe(false);
  });
});

describe('3-settings §4, §5: tip suggestions', () => {
  it('accept digits only', async () => {
    expect(isValidTipSuggestion('18')).toBe(true);
    expect(isValidTipSuggestion('')).toBe(true);
    expect(isValidTipSuggestion('1.5')).toBe(false);
    expect(isValidTipSuggestion('-5')).toBe(false);
    expect(tipDigits('1a8%')).toBe('18');
    expect(await brokenKey({ TipSuggestion2: '2O' }, 'TipSuggestion2')).toBe(
      'StoreConfiguration.TipSuggestionRange',
    );
  });
  it("a suggestion is a whole percent from 1 to 100 (the specification's percent range); leading zeros go as typed", async () => {
    expect(isValidTipSuggestion('1')).toBe(true);
    expect(isValidTipSuggestion('100')).toBe(true);
    expect(isValidTipSuggestion('0')).toBe(false);
    expect(isValidTipSuggestion('101')).toBe(false);
    expect(isValidTipSuggestion('999')).toBe(false);
    expect(tipDigits('015')).toBe('15');
    expect(tipDigits('0')).toBe('');
    expect(await brokenKey({ TipSuggestion1: '250' }, 'TipSuggestion1')).toBe(
      'StoreConfiguration.TipSuggestionRange',
    );
  });
  it('the message and suggestions are enabled only while Display tip suggestion is on', () => {
    expect(tipFieldsEnabled(true)).toBe(true);
    expect(tipFieldsEnabled(false)).toBe(false);
  });
  it('turning the display off clears the tip message (as saved)', () => {
    expect(normaliseStoreSettings({ ...valid, DisplayTipSuggestion: false }, 840).TipSuggestionMessage).toBe(
      '',
    );
    expect(normaliseStoreSettings(valid, 840).TipSuggestionMessage).toBe('Suggested tips:');
  });
});

describe('3-settings §3: IncludeQrCode and QrCodeWebsiteUrl', () => {
  it('the QR code needs an http(s) address; a path is fine', async () => {
    expect(isValidQrUrl('https://harborbistro.example/menu/downtown')).toBe(true);
    expect(isValidQrUrl('harborbistro.example')).toBe(false);
    expect(isValidQrUrl('javascript:alert(1)')).toBe(false);
    expect(await brokenKey({ IncludeQrCode: true, QrCodeWebsiteUrl: '' }, 'QrCodeWebsiteUrl')).toBe(
      'Validation.Required',
    );
    expect(await brokenKey({ IncludeQrCode: false, QrCodeWebsiteUrl: '' }, 'QrCodeWebsiteUrl')).toBeNull();
    expect(await brokenKey({ IncludeQrCode: true, QrCodeWebsiteUrl: 'menu' }, 'QrCodeWebsiteUrl')).toBe(
      'StoreConfiguration.InvalidQrUrl',
    );
  });
  it('with the QR code off its address is not judged (kept as it is, unused): no error stays behind', async () => {
    expect(
      await brokenKey({ IncludeQrCode: false, QrCodeWebsiteUrl: 'menu' }, 'QrCodeWebsiteUrl'),
    ).toBeNull();
  });
});

describe('3-settings §4: UpdateStoreCoordinates when address1 changed', () => {
  it('compares address1 trimmed and without case', () => {
    expect(addressMoved('14 Commercial Street', '14 commercial street ')).toBe(false);
    expect(addressMoved('14 Commercial Street', '16 Commercial Street')).toBe(true);
  });
});

describe('3-settings §7: the receipt preview body', () => {
  it('carries the store header fields and the mailout (the store phone, else the contact phone)', () => {
    const body = previewBodyOf(valid);
    expect(body.mailoutId).toBe(0);
    expect(body.company).toMatchObject({ StoreName: 'Harbor Downtown', StorePhone: '(207) 555-0142' });
    expect(previewBodyOf({ ...valid, StorePhone: '(207) 555-0100' }).company.StorePhone).toBe(
      '(207) 555-0100',
    );
  });
});

describe('3-settings §2: the store form when its flag is on, otherwise the classic page', () => {
  it('/settings/store/storeconfiguration follows storeConfigurationPage', () => {
    const route = routeOfPath('/settings/store/storeconfiguration');
    expect(route?.screenFlag).toBe('storeConfigurationPage');
    const off = fallbackFeatureFlags();
    expect(routeShowsScreen(route ?? {}, { ...off, storeConfigurationPage: true })).toBe(true);
    expect(routeShowsScreen(route ?? {}, off)).toBe(false);
  });
});
