import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, RECEIPT_LOGO_MAX_BYTES } from '../../src/domain/companyLogo';
import { sessionOf } from '../../test/accessMatrix';
import { JPEG_HEAD, logoForm } from '../../test/logoFiles';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

/**
 * The company logo on receipts and e-mails is a small copy made once at upload, not the original of up
 * to 5 MB (issue 22 §5: a receipt preview carried a 7 MB data: URI).
 */

let s: TestServer;
let owner: Agent; // company view: uploads the logo
let ownerInStore: Agent; // Harbor Downtown: the receipts and the e-mail preview
let sale = 0;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner' });
  ownerInStore = await sessionOf(s, { as: 'owner', store: 2001 });
  const [row] = await s.db.query<{ document_id: number }>(
    "select document_id from tickets where store_id = 2001 and transaction_type = 'S' order by document_id desc limit 1",
  );
  sale = Number(row.document_id);
});
afterAll(() => s.close());
beforeEach(async () => {
  await owner.post('Company/DeleteMerchantLogo', { MerchantId: 1001 });
});

/** A PNG of noise (which does not compress): 1120 × 1120 pixels are close to 5 MB. */
function noisePng(width = 1120, height = 1120) {
  return sharp({
    create: {
      width,
      height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

const DATA_URI = /<img src="data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)"/;

/** The image a receipt's HTML carries inline: its type and bytes. */
function inlineLogo(html: string) {
  const found = DATA_URI.exec(html);
  if (!found) throw new Error('no inline logo');
  return { type: found[1], bytes: Buffer.from(found[2], 'base64') };
}

async function receiptHtml(): Promise<string> {
  const res = await ownerInStore.post('ReceiptPreview/GetReceiptPreview', { DocumentId: sale });
  expect(res.status).toBe(200);
  return (await res.json()).HtmlReceipt;
}

async function emailPreviewHtml(): Promise<string> {
  const res = await ownerInStore.post('Email/PreviewLight?isAjaxRequest=true', {
    company: { StoreName: 'Harbor Downtown' },
    mailoutId: 0,
  });
  expect(res.status).toBe(200);
  return (await res.json()).Entity;
}

async function upload(bytes: Uint8Array, name = 'logo.png', type = 'image/png') {
  return owner.request('POST', 'Company/UpdateMerchantLogo', {
    raw: logoForm(1001, new Uint8Array(bytes), name, type),
  });
}

/** A logo kept before the copies existed: an original of 800 × 800 without its copy. */
async function legacyLogo(): Promise<Buffer> {
  const original = await noisePng(800, 800);
  await s.db.query(
    `update merchant_company set logo = $1, logo_type = 'image/png', logo_version = logo_version + 1,
       receipt_logo = null, receipt_logo_type = null
     where merchant_id = 1001`,
    [original],
  );
  return original;
}

/** The copy the merchant keeps beside its logo (null: none yet). */
async function keptCopy() {
  const [row] = await s.db.query<{ receipt_logo: Uint8Array | null }>(
    'select receipt_logo from merchant_company where merchant_id = 1001',
  );
  return row;
}

describe('the logo on receipts and e-mails is a small copy (issue 22 §5)', () => {
  it('a logo of nearly 5 MB: receipts, the e-mail preview and the header carry a copy of at most 50 kB', async () => {
    const original = await noisePng();
    expect(original.length).toBeGreaterThan(4_500_000);
    expect(original.length).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    const res = await upload(original);
    expect(res.status).toBe(200);

    for (const html of [await receiptHtml(), await emailPreviewHtml()]) {
      expect(html.length).toBeLessThan(2 * RECEIPT_LOGO_MAX_BYTES);
      const logo = inlineLogo(html);
      expect(logo.type).toBe('image/png');
      expect(logo.bytes.length).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
      const meta = await sharp(logo.bytes).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 160, height: 160 });
    }
    // the portal's header shows the small copy too (not 5 MB on every page); the company
    // information keeps the original
    const url = (await (await owner.get('Portal/GetPortalData')).json()).merchantLogoUrl;
    expect(url).toMatch(/&copy=small$/);
    const header = Buffer.from(await (await owner.get(url)).arrayBuffer());
    expect(header.length).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
    expect(await sharp(header).metadata()).toMatchObject({ format: 'png', width: 160, height: 160 });
    const kept = Buffer.from(await (await owner.get(url.replace('&copy=small', ''))).arrayBuffer());
    expect(kept.equals(original)).toBe(true);
  });

  it('the copy is made once, at upload: kept beside the original', async () => {
    await upload(await noisePng(600, 300));
    const [row] = await s.db.query<{ small: number; type: string }>(
      'select length(receipt_logo) as small, receipt_logo_type as type from merchant_company where merchant_id = 1001',
    );
    expect(row.type).toBe('image/png');
    expect(row.small).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
    // what receipts carry is that copy, byte for byte
    const [kept] = await s.db.query<{ receipt_logo: Uint8Array }>(
      'select receipt_logo from merchant_company where merchant_id = 1001',
    );
    expect(inlineLogo(await receiptHtml()).bytes.equals(Buffer.from(kept.receipt_logo))).toBe(true);
  });

  it('a JPEG stays a JPEG, upright and within the box', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#1d4e89' },
    })
      .jpeg()
      .toBuffer();
    expect((await upload(photo, 'photo.bin', 'application/octet-stream')).status).toBe(200);
    const logo = inlineLogo(await receiptHtml());
    expect(logo.type).toBe('image/jpeg');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 107 });
  });

  it('a logo kept before the copies existed gets its copy at its first read, and keeps it', async () => {
    await legacyLogo();
    const logo = inlineLogo(await receiptHtml());
    expect(logo.bytes.length).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
    const row = await keptCopy();
    expect(row.receipt_logo && Buffer.from(row.receipt_logo).equals(logo.bytes)).toBe(true);
    expect(inlineLogo(await emailPreviewHtml()).bytes.equals(logo.bytes)).toBe(true);
  });

  it("a logo kept before the copies existed: the header's first read makes the copy, never sends the original", async () => {
    const original = await legacyLogo();
    const url = (await (await owner.get('Portal/GetPortalData')).json()).merchantLogoUrl;
    const header = Buffer.from(await (await owner.get(url)).arrayBuffer());
    expect(header.length).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
    expect(header.length).toBeLessThan(original.length);
    const row = await keptCopy();
    expect(row.receipt_logo && Buffer.from(row.receipt_logo).equals(header)).toBe(true);
  });

  it('an image whose header passes but whose data does not decode is refused, and nothing is kept', async () => {
    const res = await upload(JPEG_HEAD, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ MessageKey: 'CompanyInfo.LogoFileTypeError', Field: 'file' });
    expect(await receiptHtml()).not.toContain('<img');
  });
});
