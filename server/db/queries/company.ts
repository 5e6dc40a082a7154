import type { Company, CompanyForm } from '../../../src/domain/company';
import { merchantLogoPath } from '../../../src/domain/companyLogo';
import { one, type Queryable } from '../db';

/** A merchant's company information as read (merchant_company, or the merchant's name and country). */
export interface CompanySqlRow {
  [key: string]: unknown;
  merchant_id: number;
  co_name: string;
  co_add1: string;
  co_add2: string;
  co_city: string;
  co_state: string;
  co_zip: string;
  cont_name: string;
  cont_phone: string;
  cont_email: string;
  country_id: number | null;
  industry_id: number | null;
  web_site_url: string;
  marketing_from_email: string;
  concurrency_checksum: number;
  /** null without a logo */
  logo_version: number | null;
}

/** The company of a merchant (`lock`: for update, the merchant's row). */
export function companyOf(
  db: Queryable,
  merchantId: number,
  lock = false,
): Promise<CompanySqlRow | undefined> {
  return one<CompanySqlRow>(
    db,
    `select m.merchant_id, coalesce(c.co_name, m.name) as co_name, coalesce(c.co_add1, '') as co_add1,
       coalesce(c.co_add2, '') as co_add2, coalesce(c.co_city, '') as co_city, coalesce(c.co_state, '') as co_state,
       coalesce(c.co_zip, '') as co_zip, coalesce(c.cont_name, '') as cont_name,
       coalesce(c.cont_phone, '') as cont_phone, coalesce(c.cont_email, '') as cont_email,
       coalesce(c.country_id, m.country_id) as country_id, c.industry_id,
       coalesce(c.web_site_url, '') as web_site_url, coalesce(c.marketing_from_email, '') as marketing_from_email,
       coalesce(c.concurrency_checksum, 0) as concurrency_checksum,
       case when c.logo is null then null else c.logo_version end as logo_version
     from merchants m left join merchant_company c on c.merchant_id = m.merchant_id
     where m.merchant_id = $1${lock ? ' for update of m' : ''}`,
    [merchantId],
  );
}

/** The contract's Company of a row. */
export function companyEntity(row: CompanySqlRow): Company {
  return {
    MerchantId: row.merchant_id,
    CoName: row.co_name,
    CoAdd1: row.co_add1,
    CoAdd2: row.co_add2,
    CoCity: row.co_city,
    CoState: row.co_state,
    CoZip: row.co_zip,
    ContName: row.cont_name,
    ContPhone: row.cont_phone,
    ContEmail: row.cont_email,
    CountryId: row.country_id,
    IndustryId: row.industry_id,
    MerchantLogoUrl: row.logo_version === null ? '' : merchantLogoPath(row.merchant_id, row.logo_version),
    WebSiteUrl: row.web_site_url,
    MarketingFromEmailAddress: row.marketing_from_email,
    ConcurrencyChecksum: row.concurrency_checksum,
  };
}

/** Saves a merchant's company information (the industry is kept: the portal never changes it). */
export async function saveCompany(
  tx: Queryable,
  merchantId: number,
  c: Omit<CompanyForm, 'MerchantId' | 'ConcurrencyChecksum'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into merchant_company (merchant_id, co_name, co_add1, co_add2, co_city, co_state, co_zip, cont_name,
       cont_phone, cont_email, country_id, industry_id, web_site_url, marketing_from_email, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (merchant_id) do update set co_name = $2, co_add1 = $3, co_add2 = $4, co_city = $5,
       co_state = $6, co_zip = $7, cont_name = $8, cont_phone = $9, cont_email = $10, country_id = $11,
       web_site_url = $13, marketing_from_email = $14, updated_at = $15,
       concurrency_checksum = merchant_company.concurrency_checksum + 1`,
    [
      merchantId,
      c.CoName,
      c.CoAdd1,
      c.CoAdd2,
      c.CoCity,
      c.CoState,
      c.CoZip,
      c.ContName,
      c.ContPhone,
      c.ContEmail,
      c.CountryId,
      c.IndustryId,
      c.WebSiteUrl,
      c.MarketingFromEmailAddress,
      now,
    ],
  );
}

/** An image as stored: its bytes and its type (image/png or image/jpeg). */
export interface StoredImage {
  bytes: Uint8Array;
  type: string;
}

/** As base64 text: the same for every driver (and whatever realm made the bytes). */
const base64 = (image: StoredImage | null | undefined) =>
  image ? Buffer.from(image.bytes).toString('base64') : null;

/**
 * Sets (the original and its receipt copy) or clears (null) a merchant's logo: a new version, and the
 * merchant's data version bumped so that every session's portal data (the header's logo) is built
 * again.
 */
export async function setLogo(
  tx: Queryable,
  merchantId: number,
  logo: (StoredImage & { receipt: StoredImage }) | null,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ logo_version: number }>(
    `insert into merchant_company (merchant_id, logo, logo_type, receipt_logo, receipt_logo_type, logo_version, updated_at)
     values ($1, decode($2, 'base64'), $3, decode($5, 'base64'), $6, 1, $4)
     on conflict (merchant_id) do update set logo = decode($2, 'base64'), logo_type = $3, updated_at = $4,
       receipt_logo = decode($5, 'base64'), receipt_logo_type = $6,
       logo_version = merchant_company.logo_version + 1
     returning logo_version`,
    [merchantId, base64(logo), logo?.type ?? null, now, base64(logo?.receipt), logo?.receipt.type ?? null],
  );
  await tx.query('update merchants set data_version = data_version + 1 where merchant_id = $1', [merchantId]);
  return row.logo_version;
}

export interface ReceiptLogoSqlRow {
  [key: string]: unknown;
  receipt_logo: Uint8Array | null;
  receipt_logo_type: string | null;
  logo_version: number;
  /** The original, read only while the copy is missing (a logo stored before the copies). */
  logo: Uint8Array | null;
  logo_type: string;
}

/** A merchant's receipt logo (the small copy), or the original when it has no copy yet; undefined without a logo. */
export function receiptLogoRow(db: Queryable, merchantId: number): Promise<ReceiptLogoSqlRow | undefined> {
  return one<ReceiptLogoSqlRow>(
    db,
    `select receipt_logo, receipt_logo_type, logo_version, logo_type,
       case when receipt_logo is null then logo end as logo
     from merchant_company where merchant_id = $1 and logo is not null`,
    [merchantId],
  );
}

/** Keeps a logo's receipt copy, unless the logo changed since `version` was read. */
export async function setReceiptLogo(
  db: Queryable,
  merchantId: number,
  version: number,
  copy: StoredImage,
): Promise<void> {
  await db.query(
    `update merchant_company set receipt_logo = decode($3, 'base64'), receipt_logo_type = $4
     where merchant_id = $1 and logo_version = $2 and logo is not null`,
    [merchantId, version, base64(copy), copy.type],
  );
}

/** A merchant's logo as it was uploaded (bytes and type), if it has one. */
export function logoOf(db: Queryable, merchantId: number): Promise<StoredImage | undefined> {
  return one<StoredImage & Record<string, unknown>>(
    db,
    'select logo as bytes, logo_type as type from merchant_company where merchant_id = $1 and logo is not null',
    [merchantId],
  );
}
