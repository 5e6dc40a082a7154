import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Company, type CompanyForm, companyFormOf, updateCompanyBody } from '../../src/domain/company';
import { sessionOf } from '../../test/accessMatrix';
import { DISGUISED_EXE, logoForm, oversizedPng, PNG_1X1 } from '../../test/logoFiles';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent; // company view of Harbor Bistro Group (several stores): view level 2
let ownerInStore: Agent; // the same owner on Harbor Downtown: view level 1
let shiftlead: Agent; // a store user
let bank: Agent; // Maple Bank Café's owner, company view
let market: Agent; // Corner Market's owner: a company view of its one store (view level 0)
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner' });
  ownerInStore = await sessionOf(s, { as: 'owner', store: 2001 });
  shiftlead = await sessionOf(s, { as: 'shiftlead', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner' });
  market = await sessionOf(s, { as: 'marketowner' });
});
afterAll(() => s.close());

const READ = 'Company/GetCompanyContactInfoAndIndustry';
const UPDATE = 'Company/UpdateCompanyContactInfoAndIndustry';
const UPLOAD = 'Company/UpdateMerchantLogo';

async function read(agent: Agent): Promise<Company> {
  const res = await agent.post(READ, {});
  expect(res.status).toBe(200);
  return (await res.json()).Entity.Company;
}

async function update(agent: Agent, company: Partial<Record<keyof CompanyForm, unknown>>) {
  const res = await agent.post(UPDATE, {
    NotifyCommerce: true,
    UpdateStoreCoordinates: null,
    Company: company,
  });
  return { status: res.status, body: await res.json() };
}

const upload = (agent: Agent, form: FormData) => agent.request('POST', UPLOAD, { raw: form });

/** A real JPEG of 2 × 3 pixels (the server decodes a logo to make its receipts' copy). */
const jpeg2x3 = async () =>
  new Uint8Array(
    await sharp({ create: { width: 2, height: 3, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer(),
  );

describe('POST /Company/GetCompanyContactInfoAndIndustry', () => {
  it("answers the session merchant's company and the industry list", async () => {
    const res = await owner.post(READ, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store|private/);
    const body = await res.json();
    expect(body.IsSuccessful).toBe(true);
    expect(body.Entity.Company).toMatchObject({
      MerchantId: 1001,
      CoName: 'Harbor Bistro Group LLC',
      CoCity: 'Portland',
      CoState: 'ME',
      CountryId: 840,
      IndustryId: 1,
      MerchantLogoUrl: '',
      ConcurrencyChecksum: expect.any(Number),
    });
    expect(body.Entity.Industries).toContainEqual({ IndustryId: 1, Name: 'Full Service Restaurant' });
  });

  it('answers every merchant its own: another merchant never sees Harbor', async () => {
    const other = await bank.post(READ, { MerchantId: 1001 });
    const text = await other.text();
    expect(text).toContain('Maple Bank');
    expect(text).not.toContain('Harbor');
  });

  it('is read-only but readable in a store view', async () => {
    expect((await read(ownerInStore)).MerchantId).toBe(1001);
  });
});

describe('POST /Company/UpdateCompanyContactInfoAndIndustry', () => {
  it('saves in a company view of more than one site; the checksum moves on and a stale one is refused', async () => {
    const before = await read(owner);
    const sent = companyFormOf(before);
    const saved = await owner.post(
      UPDATE,
      updateCompanyBody({ ...sent, CoCity: ' South Portland ', ContPhone: '' }),
    );
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ IsSuccessful: true, Entity: { CoCity: 'South Portland', ContPhone: '' } });
    expect(body.Entity.ConcurrencyChecksum).toBe(before.ConcurrencyChecksum + 1);
    expect((await read(owner)).CoCity).toBe('South Portland');

    const stale = await update(owner, { ...sent, CoCity: 'Bangor' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ IsSuccessful: false, MessageKey: 'CompanyInfo.StaleChecksum' });
    expect((await read(owner)).CoCity).toBe('South Portland');
  });

  it('keeps the stored Business Type (always disabled)', async () => {
    const now = companyFormOf(await read(owner));
    const res = await update(owner, { ...now, IndustryId: 5 });
    expect(res.status).toBe(200);
    expect((await read(owner)).IndustryId).toBe(1);
  });

  it.each([
    ['ContName', 'x'.repeat(41), 'CompanyInfo.Max40'],
    ['CoName', 'x'.repeat(41), 'CompanyInfo.Max40'],
    ['CoAdd1', 'x'.repeat(41), 'CompanyInfo.Max40'],
    ['CoAdd2', 'x'.repeat(41), 'CompanyInfo.Max40'],
    ['CoCity', 'x'.repeat(41), 'CompanyInfo.Max40'],
    ['CoZip', '1'.repeat(11), 'CompanyInfo.Max10'],
    ['ContPhone', '5'.repeat(26), 'CompanyInfo.Max25'],
    ['ContEmail', `${'a'.repeat(40)}@example.com`, 'CompanyInfo.Max50'],
    ['MarketingFromEmailAddress', `${'a'.repeat(40)}@example.com`, 'CompanyInfo.Max50'],
    ['WebSiteUrl', `https://example.com/${'a'.repeat(240)}`, 'CompanyInfo.Max256'],
    ['ContEmail', 'nobody', 'CompanyInfo.EmailInvalid'],
    ['WebSiteUrl', 'javascript:alert(1)', 'CompanyInfo.UrlInvalid'],
    ['CoState', 'ON', 'CompanyInfo.StateInvalid'],
    ['CountryId', 4, 'CompanyInfo.CountryInvalid'],
    ['CoName', '', 'CompanyInfo.Required'],
    ['CoName', 40, 'Validation.Type'],
    ['CountryId', '840', 'Validation.Type'],
  ])('%s = %j is refused with %s, nothing saved', async (name, value, key) => {
    const now = companyFormOf(await read(owner));
    const res = await update(owner, { ...now, [name]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key, Field: `Company.${name}` });
    expect((await read(owner)).ConcurrencyChecksum).toBe(now.ConcurrencyChecksum);
  });

  it('refuses a body without a Company, or not JSON, in the contract shape', async () => {
    const res = await owner.post(UPDATE, { NotifyCommerce: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'CompanyInfo.Required' });
    const garbled = await owner.request('POST', UPDATE, {
      raw: '{"Company":',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbled.status).toBe(400);
  });

  it("another merchant's id is not found, and that merchant's company is untouched", async () => {
    const bankBefore = await read(bank);
    const mine = companyFormOf(await read(owner));
    const res = await update(owner, {
      ...companyFormOf(bankBefore),
      CoState: 'ON',
      ConcurrencyChecksum: mine.ConcurrencyChecksum,
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'CompanyInfo.NotFound' });
    expect(await read(bank)).toEqual(bankBefore);
  });

  it('is refused in a store view, to a store user and in a company view of one store (read-only)', async () => {
    for (const agent of [ownerInStore, shiftlead]) {
      const now = companyFormOf(await read(ownerInStore));
      const res = await update(agent, { ...now, CoCity: 'Augusta' });
      expect(res.status).toBe(403);
      expect(res.body.MessageKey).toMatch(/CompanyInfo.ReadOnly|Access.NotAvailable/);
    }
    const corner = companyFormOf(await read(market));
    const res = await update(market, { ...corner, CoCity: 'York' });
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('CompanyInfo.ReadOnly');
    expect((await read(owner)).CoCity).not.toBe('Augusta');
  });
});

describe('Locale: countries and states', () => {
  it('POST /Locale/GetAllCountries: Name and CountryId', async () => {
    const body = await (await owner.post('Locale/GetAllCountries', {})).json();
    expect(body.Entity).toContainEqual({ CountryId: 124, Name: 'Canada' });
  });

  it('GET /Locale/GetStatesByCountryId: DisplayName and StateCode; an unknown country has none', async () => {
    const canada = await (await owner.get('Locale/GetStatesByCountryId?countryId=124')).json();
    expect(canada.Entity).toContainEqual({ StateCode: 'ON', DisplayName: 'Ontario' });
    const none = await (await owner.get('Locale/GetStatesByCountryId?countryId=999')).json();
    expect(none.Entity).toEqual([]);
    const bad = await owner.get('Locale/GetStatesByCountryId?countryId=abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).IsSuccessful).toBe(false);
  });
});

describe('POST /Company/UpdateMerchantLogo and the logo', () => {
  it('refuses a renamed executable, a 6 MB file and a missing file by their content and size', async () => {
    const exe = await upload(owner, logoForm(1001, DISGUISED_EXE, 'logo.png', 'image/png'));
    expect(exe.status).toBe(400);
    expect(await exe.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'CompanyInfo.LogoFileTypeError',
    });
    const big = await upload(owner, logoForm(1001, oversizedPng()));
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'CompanyInfo.LogoFileSizeExceed',
    });
    const form = new FormData();
    form.set('merchantId', '1001');
    const none = await upload(owner, form);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ MessageKey: 'CompanyInfo.LogoFileTypeError' });
    expect((await read(owner)).MerchantLogoUrl).toBe('');
  });

  it("refuses another merchant's id, a store view and a company view of one store", async () => {
    const other = await upload(owner, logoForm(1002, PNG_1X1));
    expect(other.status).toBe(404);
    expect((await read(bank)).MerchantLogoUrl).toBe('');
    const garbage = await upload(owner, logoForm('1001; drop table merchants', PNG_1X1));
    expect(garbage.status).toBe(400);
    expect((await upload(ownerInStore, logoForm(1001, PNG_1X1))).status).toBe(403);
    expect((await upload(market, logoForm(1003, PNG_1X1))).status).toBe(403);
    expect((await read(owner)).MerchantLogoUrl).toBe('');
  });

  it('keeps a PNG, serves it to the merchant only (private), in the portal data and on receipts', async () => {
    const res = await upload(owner, logoForm(1001, PNG_1X1));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      IsSuccessful: true,
      Entity: expect.stringMatching(/^Company\/MerchantLogo\?merchantId=1001&v=\d+$/),
      Message: null,
    });
    expect((await read(owner)).MerchantLogoUrl).toBe(body.Entity);

    const image = await ownerInStore.get(body.Entity);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_1X1);
    expect((await shiftlead.get(body.Entity)).status).toBe(200);
    expect((await bank.get(body.Entity)).status).toBe(404);
    expect((await s.agent().get(body.Entity)).status).toBe(401);

    const portal = await (await shiftlead.get('Portal/GetPortalData')).json();
    // the header's copy of the uploaded logo (the small one)
    expect(portal.merchantLogoUrl).toBe(`${body.Entity}&copy=small`);
    expect((await (await bank.get('Portal/GetPortalData')).json()).merchantLogoUrl).toBeNull();

    const [sale] = await s.db.query<{ document_id: number }>(
      "select document_id from tickets where store_id = 2001 and transaction_type = 'S' order by document_id desc limit 1",
    );
    const receipt = await (
      await ownerInStore.post('ReceiptPreview/GetReceiptPreview', { DocumentId: Number(sale.document_id) })
    ).json();
    // receipts carry the logo's small copy (issue 22 §5: server/receipts/logo.test.ts)
    expect(receipt.HtmlReceipt).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Harbor Bistro Group">/);
  });

  it('takes a JPEG named anything; a new upload gets a new address', async () => {
    const first = (await read(owner)).MerchantLogoUrl;
    const res = await upload(owner, logoForm(1001, await jpeg2x3(), 'photo.bin', 'application/octet-stream'));
    expect(res.status).toBe(200);
    const url = (await res.json()).Entity;
    expect(url).not.toBe(first);
    expect((await owner.get(url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('POST /Company/DeleteMerchantLogo clears it everywhere', async () => {
    const url = (await read(owner)).MerchantLogoUrl;
    expect((await owner.post('Company/DeleteMerchantLogo', { MerchantId: 1002 })).status).toBe(404);
    expect((await ownerInStore.post('Company/DeleteMerchantLogo', { MerchantId: 1001 })).status).toBe(403);
    const res = await owner.post('Company/DeleteMerchantLogo', { MerchantId: 1001 });
    expect(res.status).toBe(200);
    expect((await read(owner)).MerchantLogoUrl).toBe('');
    expect((await owner.get(url)).status).toBe(404);
    expect((await (await owner.get('Portal/GetPortalData')).json()).merchantLogoUrl).toBeNull();
  });
});
