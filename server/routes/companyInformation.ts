import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ok } from '../../src/domain/contract';
import { isStale } from '../../src/domain/validation';
import {
  type CompanyInfoAnswer,
  mayEditCompany,
  normaliseCompany,
  updateCompanySchema,
} from '../../src/domain/company';
import { COUNTRIES, INDUSTRIES, statesOf } from '../../src/domain/companyLocale';
import {
  LOGO_SNIFF_BYTES,
  LOGO_COPIES,
  LogoErrors,
  logoError,
  merchantLogoPath,
  sniffLogo,
} from '../../src/domain/companyLogo';
import { id, yup } from '../../src/domain/validation';
import { requireMerchant, requireRoute } from '../auth/routeAccess';
import { companyEntity, companyOf, logoOf, saveCompany, setLogo } from '../db/queries/company';
import { readBody, readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { LogoNotDecodable, receiptLogoOf, smallLogoOf } from '../receipts/logo';

/**
 * Company information and the company logo (3-settings-and-employees.md §2, §4, §5, §7; docs/api.md
 * "Company information"): the read with the industry list, the update (only in a company view with
 * more than one site; ConcurrencyChecksum, stale → 409), the countries and their states, the logo's
 * upload (checked by its content), delete, and the logo itself, served to the merchant's own
 * sessions only. Another merchant's id is not found.
 */
export const companyInformation = new Hono<AppEnv>();

const route = requireRoute('/settings/companyinformation/info');

const merchantIdSchema = yup.object({ MerchantId: id().required('CompanyInfo.Required') });
const countryQuerySchema = yup.object({ countryId: id().required('CompanyInfo.Required') });
const logoQuerySchema = yup.object({
  merchantId: id().required(),
  v: id().default(0),
  copy: yup.string().oneOf(LOGO_COPIES).default('original'),
});

/** §6: writes only in a company view with more than one site (view level 2). */
const editable: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { data } = c.var.access;
  if (!mayEditCompany({ storeId: data.storeId, activeStoreCount: data.activeStoreCount }))
    throw Errors.forbidden('CompanyInfo.ReadOnly');
  await next();
};

/** Another merchant's id is not found. */
function checkMerchant(c: Context<AppEnv>, merchantId: number) {
  if (merchantId !== c.var.access.merchantId) throw Errors.notFound('CompanyInfo.NotFound');
}

companyInformation.post('/Company/GetCompanyContactInfoAndIndustry', route, async (c) => {
  const row = await companyOf(c.var.deps.db, c.var.access.merchantId);
  if (!row) throw Errors.notFound('CompanyInfo.NotFound');
  const answer: CompanyInfoAnswer = { Company: companyEntity(row), Industries: [...INDUSTRIES] };
  return c.json(ok(answer));
});

companyInformation.post('/Company/UpdateCompanyContactInfoAndIndustry', route, editable, async (c) => {
  const body = await readBody(c, updateCompanySchema);
  const sent = normaliseCompany(body.Company);
  checkMerchant(c, sent.MerchantId);
  const { db, clock } = c.var.deps;
  const saved = await db.transaction(async (tx) => {
    const row = await companyOf(tx, sent.MerchantId, true);
    if (!row) throw Errors.notFound('CompanyInfo.NotFound');
    if (isStale(row.concurrency_checksum, sent.ConcurrencyChecksum))
      throw Errors.conflict('CompanyInfo.StaleChecksum');
    // Business Type is always disabled (§2): the stored industry is kept
    await saveCompany(
      tx,
      sent.MerchantId,
      { ...sent, IndustryId: row.industry_id ?? sent.IndustryId },
      clock.now(),
    );
    const after = await companyOf(tx, sent.MerchantId);
    if (!after) throw Errors.notFound('CompanyInfo.NotFound');
    return companyEntity(after);
  });
  return c.json(ok(saved));
});

companyInformation.post('/Locale/GetAllCountries', route, (c) => c.json(ok([...COUNTRIES])));

companyInformation.get('/Locale/GetStatesByCountryId', route, async (c) => {
  const { countryId } = await readQuery(c, countryQuerySchema);
  return c.json(ok([...statesOf(countryId)]));
});

/** The multipart form's merchantId and file (a missing or non-file field is the type error). */
async function uploadOf(c: Context<AppEnv>): Promise<{ merchantId: number; file: File }> {
  const form = await c.req.parseBody().catch(() => {
    throw new ApiError(400, 'CompanyInfo.LogoFileTypeError', { Field: 'file' });
  });
  const merchantId = Number(form.merchantId);
  if (typeof form.merchantId !== 'string' || !/^\d{1,9}$/.test(form.merchantId))
    throw new ApiError(400, 'CompanyInfo.NotFound', { Field: 'merchantId' });
  const file = form.file;
  // a field of the form is a string or a file (not `instanceof File`: the global may be another realm's)
  if (!file || typeof file === 'string' || Array.isArray(file))
    throw new ApiError(400, 'CompanyInfo.LogoFileTypeError', { Field: 'file' });
  return { merchantId, file };
}

companyInformation.post('/Company/UpdateMerchantLogo', route, editable, async (c) => {
  const { merchantId, file } = await uploadOf(c);
  checkMerchant(c, merchantId);
  const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
  const broken = logoError({ size: file.size, head });
  if (broken) throw new ApiError(400, broken, { Field: 'file' });
  const image = sniffLogo(head);
  if (!image) throw new ApiError(400, 'CompanyInfo.LogoFileTypeError', { Field: 'file' });
  const original = { bytes: new Uint8Array(await file.arrayBuffer()), type: image.type };
  // the receipts' and e-mails' copy, made once here (issue 22 §5); an image whose data does not
  // decode is no image
  const receipt = await receiptLogoOf(original).catch((err) => {
    if (err instanceof LogoNotDecodable) throw new ApiError(400, LogoErrors.type, { Field: 'file' });
    throw err;
  });
  const { db, clock } = c.var.deps;
  const version = await db.transaction((tx) =>
    setLogo(tx, merchantId, { ...original, receipt }, clock.now()),
  );
  return c.json({ IsSuccessful: true, Entity: merchantLogoPath(merchantId, version), Message: null });
});

companyInformation.post('/Company/DeleteMerchantLogo', route, editable, async (c) => {
  const { MerchantId } = await readBody(c, merchantIdSchema);
  checkMerchant(c, MerchantId);
  const { db, clock } = c.var.deps;
  await db.transaction((tx) => setLogo(tx, MerchantId, null, clock.now()));
  return c.json(ok());
});

/**
 * The logo itself, for any session of its merchant (the company information; `copy=small` the small
 * copy, the header's): another merchant's is not found. Its address changes with every upload, so a browser may keep it, privately.
 */
companyInformation.get('/Company/MerchantLogo', requireMerchant(), async (c) => {
  const { merchantId, copy } = await readQuery(c, logoQuerySchema);
  if (merchantId !== c.var.access.merchantId) throw Errors.notFound('CompanyInfo.NotFound');
  const { db } = c.var.deps;
  const logo = copy === 'small' ? await smallLogoOf(db, merchantId) : await logoOf(db, merchantId);
  if (!logo) throw Errors.notFound('CompanyInfo.NotFound');
  return c.body(new Uint8Array(logo.bytes), 200, {
    'Content-Type': logo.type,
    'Cache-Control': 'private, max-age=86400',
    'Content-Disposition': 'inline',
  });
});
