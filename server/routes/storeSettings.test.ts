import { PNG_1X1 } from '../../test/logoFiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import {
  type StoreSettings,
  type StoreSettingsForm,
  storeSettingsFormOf,
} from '../../src/domain/storeSettings';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { onlineOrderingSiteOf } from '../db/queries/storeSettings';

let s: TestServer;
let owner: Agent;
let ownerPier: Agent;
let ownerCompany: Agent;
let manager: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  ownerPier = await sessionOf(s, { as: 'owner', store: 2006 });
  ownerCompany = await sessionOf(s, { as: 'owner' });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

type Answer<T> = ApiResult<T> & { MessageKey?: string; Field?: string; UpdateStoreCoordinates?: boolean };

async function call<T = unknown>(agent: Agent, path: string, body: unknown = {}) {
  const res = await agent.post(path, body);
  return { status: res.status, body: (await res.json()) as Answer<T> };
}

async function read(agent: Agent): Promise<StoreSettings> {
  const res = await call<StoreSettings>(agent, 'Store/GetStoreSettings');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Entity as StoreSettings;
}

async function update(agent: Agent, over: Partial<StoreSettingsForm>) {
  const form = storeSettingsFormOf(await read(agent), 840);
  return call<StoreSettings>(agent, 'Store/UpdateStoreSettings', { ...form, ...over });
}

const settingsRow = async (storeId: number) =>
  (
    await s.db.query<{ contact_name: string; concurrency_checksum: number }>(
      'select contact_name, concurrency_checksum from store_settings where store_id = $1',
      [storeId],
    )
  )[0];

describe('Store/GetStoreSettings', () => {
  it("reads the session store's settings: its name and time zone are the store's own", async () => {
    const e = await read(owner);
    expect(e).toMatchObject({
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
      PosTimezone: 'America/New_York',
      StoreCity: 'Portland',
      StoreState: 'ME',
      StoreWebsite: 'harborbistro.example',
      MayEdit: true,
    });
    expect(e.ConcurrencyChecksum).toBeGreaterThan(0);
    expect(e.TimeZones.map((z) => z.Id)).toContain('America/Chicago');
  });

  it('a store user reads but may not change; a company view without a store is refused', async () => {
    expect((await read(manager)).MayEdit).toBe(false);
    const none = await call(ownerCompany, 'Store/GetStoreSettings');
    expect(none.status).toBe(403);
    expect(none.body.MessageKey).toBe('StoreConfiguration.SelectStoreWarning');
  });

  it("another merchant's session reads its own store only", async () => {
    const e = await read(bank);
    expect(e.StoreId).toBe(2101);
    expect(JSON.stringify(e)).not.toContain('Harbor');
  });
});

describe('Store/UpdateStoreSettings', () => {
  it('saves the store and its online-ordering site together, the checksum one up', async () => {
    const before = await read(owner);
    const res = await update(owner, {
      StoreContName: 'Marta Manager',
      StoreContPhone: '207.555.0199',
      StoreWebsite: 'https://downtown.harborbistro.example',
      PosTimezone: 'America/Chicago',
      DisplayTipSuggestion: false,
      TipSuggestionMessage: 'left behind',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.Entity as StoreSettings;
    expect(after).toMatchObject({
      StoreContName: 'Marta Manager',
      StoreContPhone: '(207) 555-0199',
      PosTimezone: 'America/Chicago',
      TipSuggestionMessage: '',
      ConcurrencyChecksum: before.ConcurrencyChecksum + 1,
    });
    expect(res.body.UpdateStoreCoordinates).toBe(false);
    const site = await onlineOrderingSiteOf(s.db, 2001);
    expect(site).toMatchObject({
      primary_contact_name: 'Marta Manager',
      url: 'https://downtown.harborbistro.example',
      time_zone: 'America/Chicago',
      coordinates_pending: false,
    });
    const [store] = await s.db.query<{ time_zone: string }>(
      'select time_zone from stores where store_id = 2001',
    );
    expect(store.time_zone).toBe('America/Chicago');
    // back as it was, for the other tests
    const back = await update(owner, {
      ...storeSettingsFormOf(before, 840),
      ConcurrencyChecksum: after.ConcurrencyChecksum,
    });
    expect(back.status).toBe(200);
  });

  it('a changed address1 marks the coordinates to be recomputed (UpdateStoreCoordinates)', async () => {
    const res = await update(ownerPier, { StoreAdd1: '2 Maine Wharf' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.UpdateStoreCoordinates).toBe(true);
    expect((res.body.Entity as StoreSettings).CoordinatesPending).toBe(true);
    const site = await onlineOrderingSiteOf(s.db, 2006);
    expect(site).toMatchObject({ latitude: null, longitude: null, coordinates_pending: true });
  });

  it("a store's phones and region follow its country (its merchant's): a UK store takes 020 7946 0958 and a county", async () => {
    await s.db.query('update merchants set country_id = 826 where merchant_id = 1001');
    try {
      const res = await update(ownerPier, {
        StoreContPhone: '02079460958',
        StorePhone: '',
        StoreState: 'ENG',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Entity).toMatchObject({ StoreContPhone: '020 7946 0958', StoreState: 'ENG' });
      const us = await update(ownerPier, { StoreState: 'ME' });
      expect(us.body).toMatchObject({ MessageKey: 'StoreConfiguration.InvalidState', Field: 'StoreState' });
    } finally {
      await s.db.query('update merchants set country_id = 840 where merchant_id = 1001');
    }
    const back = await update(ownerPier, {
      StoreContPhone: '(207) 555-0163',
      StorePhone: '(207) 555-0160',
      StoreState: 'ME',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const uk = await update(ownerPier, { StoreContPhone: '020 7946 0958' });
    expect(uk.body).toMatchObject({ MessageKey: 'StoreConfiguration.InvalidContactPhone' });
  });

  it('a stale checksum is refused (409), nothing changed', async () => {
    const current = await read(owner);
    const res = await call(owner, 'Store/UpdateStoreSettings', {
      ...storeSettingsFormOf(current, 840),
      StoreContName: 'Too Late',
      ConcurrencyChecksum: current.ConcurrencyChecksum - 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.MessageKey).toBe('StoreConfiguration.StaleChecksum');
    expect((await settingsRow(2001)).contact_name).not.toBe('Too Late');
  });

  it('a store user may not change the settings (403)', async () => {
    const res = await update(manager, { StoreContName: 'Not Me' });
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('StoreConfiguration.MayNotChange');
  });

  it.each([
    ['StoreName', 'a'.repeat(41), 'StoreConfiguration.InvalidStoreName'],
    ['StoreName', '', 'Validation.Required'],
    ['StoreAdd1', 'a'.repeat(41), 'StoreConfiguration.InvalidAddress1'],
    ['StoreAdd2', 'a'.repeat(41), 'Validation.MaxLength'],
    ['StoreCity', 'a'.repeat(21), 'StoreConfiguration.InvalidCity'],
    ['StoreState', 'XX', 'StoreConfiguration.InvalidState'],
    ['StoreZip', '1234', 'StoreConfiguration.InvalidZip'],
    ['StoreZip', 12345, 'Validation.Type'],
    ['StorePhone', '555', 'StoreConfiguration.InvalidPhone'],
    ['StoreContPhone', '(207) 555-01421', 'StoreConfiguration.InvalidContactPhone'],
    ['StoreContPhone', '020 7946 0958', 'StoreConfiguration.InvalidContactPhone'],
    ['StoreContName', 'a'.repeat(41), 'StoreConfiguration.InvalidContactName'],
    ['StoreEmail', 'nobody', 'StoreConfiguration.InvalidContactEmail'],
    ['StoreWebsite', 'https://harborbistro.example/menu', 'StoreConfiguration.InvalidUrl'],
    ['StoreWebsite', 'a'.repeat(257), 'StoreConfiguration.InvalidUrl'],
    ['ReceiptHeader', 'a'.repeat(41), 'Validation.MaxLength'],
    ['ReceiptNote', 'a'.repeat(501), 'Validation.MaxLength'],
    ['PosTimezone', 'Mars/Olympus', 'StoreConfiguration.InvalidTimezone'],
    ['TipSuggestion1', '1.5', 'StoreConfiguration.TipSuggestionRange'],
    ['TipSuggestion1', '0', 'StoreConfiguration.TipSuggestionRange'],
    ['TipSuggestion2', '101', 'StoreConfiguration.TipSuggestionRange'],
    ['TipSuggestion3', '999', 'StoreConfiguration.TipSuggestionRange'],
    ['DisplayTipSuggestion', 'yes', 'Validation.Type'],
    ['ConcurrencyChecksum', -1, 'Validation.Number'],
  ])('%s = %j is refused with its rule (400), nothing saved', async (field, value, key) => {
    const before = await settingsRow(2001);
    const res = await update(owner, { [field]: value } as Partial<StoreSettingsForm>);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.IsSuccessful).toBe(false);
    expect(res.body.MessageKey).toBe(key);
    expect(res.body.Field).toBe(field);
    expect(await settingsRow(2001)).toEqual(before);
  });

  it('the QR code needs its address when it is included', async () => {
    const res = await update(owner, { IncludeQrCode: true, QrCodeWebsiteUrl: '' });
    expect(res.status).toBe(400);
    expect(res.body.Field).toBe('QrCodeWebsiteUrl');
  });

  it('a body that is not an object, or malformed, is a 400 in the contract shape', async () => {
    for (const body of [[], 'text', null]) {
      const res = await call(owner, 'Store/UpdateStoreSettings', body);
      expect(res.status).toBe(400);
      expect(res.body.IsSuccessful).toBe(false);
    }
  });

  it("another merchant's session changes its own store only, never Harbor's", async () => {
    const harbor = await settingsRow(2001);
    const res = await update(bank, { StoreContName: 'Bea Banker Jr' });
    expect(res.status).toBe(200);
    expect((res.body.Entity as StoreSettings).StoreId).toBe(2101);
    expect(await settingsRow(2001)).toEqual(harbor);
    expect((await settingsRow(2101)).contact_name).toBe('Bea Banker Jr');
  });

  it('both or neither: a site write that fails leaves the store record as it was', async () => {
    const before = await settingsRow(2001);
    const [{ name }] = await s.db.query<{ name: string }>('select name from stores where store_id = 2001');
    await s.db.exec(
      "alter table online_ordering_sites add constraint test_no_broken_url check (url <> 'broken.example')",
    );
    try {
      const res = await update(owner, { StoreName: 'Harbor Renamed', StoreWebsite: 'broken.example' });
      expect(res.status).toBe(500);
      expect(await settingsRow(2001)).toEqual(before);
      const [after] = await s.db.query<{ name: string }>('select name from stores where store_id = 2001');
      expect(after.name).toBe(name);
    } finally {
      await s.db.exec('alter table online_ordering_sites drop constraint test_no_broken_url');
    }
  });
});

describe('1-foundation §7 receipt info: Company/GetReceiptInfo, Company/UpdateReceiptInfo {Company, UpdateStoreCoordinates}', () => {
  it('reads the same settings and saves §3’s body as the last write, the website kept when left out', async () => {
    const pier = await read(ownerPier);
    const viaSpec = await call<StoreSettings>(ownerPier, 'Company/GetReceiptInfo');
    expect(viaSpec.body.Entity).toEqual(pier);
    const {
      StoreWebsite: _site,
      ConcurrencyChecksum: _checksum,
      UpdateStoreCoordinates: _moved,
      ...company
    } = storeSettingsFormOf(pier, 840);
    const res = await call<StoreSettings>(ownerPier, 'Company/UpdateReceiptInfo', {
      Company: { ...company, ReceiptNote: 'See you at the pier' },
      UpdateStoreCoordinates: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      ReceiptNote: 'See you at the pier',
      StoreWebsite: pier.StoreWebsite,
      ConcurrencyChecksum: pier.ConcurrencyChecksum + 1,
    });
    expect(res.body.UpdateStoreCoordinates).toBe(false);
  });

  it('judges Company by the store form’s rules (a 400 on the field) and refuses a store user', async () => {
    const { UpdateStoreCoordinates: _moved, ...company } = storeSettingsFormOf(await read(owner), 840);
    const bad = await call(owner, 'Company/UpdateReceiptInfo', { Company: { ...company, StoreZip: '4101' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      MessageKey: 'StoreConfiguration.InvalidZip',
      Field: 'Company.StoreZip',
    });
    expect((await call(owner, 'Company/UpdateReceiptInfo', { UpdateStoreCoordinates: true })).status).toBe(
      400,
    );
    const refused = await call(manager, 'Company/UpdateReceiptInfo', { Company: company });
    expect(refused.status).toBe(403);
  });
});

describe('Email/PreviewLight', () => {
  const company = {
    StoreContName: 'Marco Manager',
    StoreName: 'Harbor <b>Downtown</b>',
    StoreAdd1: '14 Commercial Street',
    StoreAdd2: '',
    StoreCity: 'Portland',
    StoreState: 'ME',
    StoreZip: '04101',
    StorePhone: '(207) 555-0100',
    TaxPayerId: '',
  };

  it("draws the receipt's store header from the body, every text escaped", async () => {
    const res = await call<string>(owner, 'Email/PreviewLight?isAjaxRequest=true', { company, mailoutId: 0 });
    expect(res.status).toBe(200);
    const html = res.body.Entity as string;
    expect(html).toContain('<h1>Harbor &lt;b&gt;Downtown&lt;/b&gt;</h1>');
    expect(html).toContain('<p>Portland, ME 04101</p>');
    expect(html).toContain('<p>(207) 555-0100</p>');
    expect(html).not.toContain('<b>');
  });

  it('puts the merchant’s logo above the header, as the receipts do (issue 10)', async () => {
    await s.db.query(
      "update merchant_company set logo = $1, logo_type = 'image/png', logo_version = 1 where merchant_id = 1001",
      [Buffer.from(PNG_1X1)],
    );
    try {
      const html = (await call<string>(owner, 'Email/PreviewLight', { company, mailoutId: 0 })).body
        .Entity as string;
      expect(html).toContain('<img src="data:image/png;base64,');
      expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h1>'));
    } finally {
      await s.db.query('update merchant_company set logo = null, logo_type = null where merchant_id = 1001');
    }
  });

  it('a field over its limit or of the wrong type is a 400', async () => {
    const long = await call(owner, 'Email/PreviewLight', {
      company: { ...company, StoreName: 'a'.repeat(41) },
    });
    expect(long.status).toBe(400);
    const wrong = await call(owner, 'Email/PreviewLight', { company: { ...company, StoreZip: 4101 } });
    expect(wrong.status).toBe(400);
    const none = await call(owner, 'Email/PreviewLight', { mailoutId: 0 });
    expect(none.status).toBe(400);
  });
});
