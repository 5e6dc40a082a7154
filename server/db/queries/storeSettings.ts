import type { StoreSettingsForm } from '../../../src/domain/storeSettings';
import { one, type Queryable } from '../db';

/**
 * A store's settings (migration 027): the store's own name and time zone (stores), its settings row
 * and its online-ordering site row (either may be missing: a store nobody configured yet).
 */
export type StoreSettingsSqlRow = {
  store_id: number;
  name: string;
  time_zone: string;
  has_settings: boolean;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  store_phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  receipt_header: string | null;
  receipt_note: string | null;
  include_qr_code: boolean | null;
  qr_code_website_url: string | null;
  display_tip_suggestion: boolean | null;
  tip_suggestion_message: string | null;
  tip_suggestion1: string | null;
  tip_suggestion2: string | null;
  tip_suggestion3: string | null;
  concurrency_checksum: number | null;
  url: string | null;
  coordinates_pending: boolean | null;
};

/**
 * The settings of a store of the merchant (undefined: no such store of that merchant). `lock` takes
 * the store's row for the update (one writer at a time, the checksum compared under the lock).
 */
export async function storeSettingsOf(
  db: Queryable,
  merchantId: number,
  storeId: number,
  lock = false,
): Promise<StoreSettingsSqlRow | undefined> {
  if (lock)
    await db.query('select store_id from stores where store_id = $1 and merchant_id = $2 for update', [
      storeId,
      merchantId,
    ]);
  return one<StoreSettingsSqlRow>(
    db,
    `select s.store_id, s.name, s.time_zone, (ss.store_id is not null) as has_settings,
         ss.contact_name, ss.contact_email, ss.contact_phone, ss.store_phone, ss.address1, ss.address2,
         ss.city, ss.state, ss.zip, ss.receipt_header, ss.receipt_note, ss.include_qr_code,
         ss.qr_code_website_url, ss.display_tip_suggestion, ss.tip_suggestion_message, ss.tip_suggestion1,
         ss.tip_suggestion2, ss.tip_suggestion3, ss.concurrency_checksum, os.url, os.coordinates_pending
       from stores s
       left join store_settings ss on ss.store_id = s.store_id
       left join online_ordering_sites os on os.store_id = s.store_id
       where s.store_id = $1 and s.merchant_id = $2`,
    [storeId, merchantId],
  );
}

/** The store's own name and time zone (stores: the store selection and the reports read them). */
export async function updateStoreIdentity(
  tx: Queryable,
  storeId: number,
  name: string,
  timeZone: string,
): Promise<void> {
  await tx.query('update stores set name = $2, time_zone = $3 where store_id = $1', [
    storeId,
    name,
    timeZone,
  ]);
}

/** Writes the settings row (created on the first save), its checksum one up. */
export async function upsertStoreSettings(
  tx: Queryable,
  storeId: number,
  v: StoreSettingsForm,
  at: Date,
  userId: number | null,
): Promise<void> {
  await tx.query(
    `insert into store_settings (store_id, contact_name, contact_email, contact_phone, store_phone, address1,
       address2, city, state, zip, receipt_header, receipt_note, include_qr_code, qr_code_website_url,
       display_tip_suggestion, tip_suggestion_message, tip_suggestion1, tip_suggestion2, tip_suggestion3,
       concurrency_checksum, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 1, $20, $21)
     on conflict (store_id) do update set contact_name = excluded.contact_name,
       contact_email = excluded.contact_email, contact_phone = excluded.contact_phone,
       store_phone = excluded.store_phone, address1 = excluded.address1, address2 = excluded.address2,
       city = excluded.city, state = excluded.state, zip = excluded.zip,
       receipt_header = excluded.receipt_header, receipt_note = excluded.receipt_note,
       include_qr_code = excluded.include_qr_code, qr_code_website_url = excluded.qr_code_website_url,
       display_tip_suggestion = excluded.display_tip_suggestion,
       tip_suggestion_message = excluded.tip_suggestion_message, tip_suggestion1 = excluded.tip_suggestion1,
       tip_suggestion2 = excluded.tip_suggestion2, tip_suggestion3 = excluded.tip_suggestion3,
       concurrency_checksum = store_settings.concurrency_checksum + 1, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
    [
      storeId,
      v.StoreContName,
      v.StoreEmail,
      v.StoreContPhone,
      v.StorePhone,
      v.StoreAdd1,
      v.StoreAdd2,
      v.StoreCity,
      v.StoreState,
      v.StoreZip,
      v.ReceiptHeader,
      v.ReceiptNote,
      v.IncludeQrCode,
      v.QrCodeWebsiteUrl,
      v.DisplayTipSuggestion,
      v.TipSuggestionMessage,
      v.TipSuggestion1,
      v.TipSuggestion2,
      v.TipSuggestion3,
      at,
      userId,
    ],
  );
}

/**
 * Writes the online-ordering site record (§3): its receipt information, primary contact, url and time
 * zone; `moved` (address1 changed) clears the coordinates and marks them to be recomputed.
 */
export async function upsertOnlineOrderingSite(
  tx: Queryable,
  storeId: number,
  v: StoreSettingsForm,
  moved: boolean,
  at: Date,
): Promise<void> {
  const address = [v.StoreAdd1, v.StoreAdd2].filter(Boolean).join(', ');
  await tx.query(
    `insert into online_ordering_sites (store_id, primary_contact_name, receipt_store_name, receipt_address,
       receipt_city, receipt_state, receipt_zip, receipt_phone, url, time_zone, coordinates_pending, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (store_id) do update set primary_contact_name = excluded.primary_contact_name,
       receipt_store_name = excluded.receipt_store_name, receipt_address = excluded.receipt_address,
       receipt_city = excluded.receipt_city, receipt_state = excluded.receipt_state,
       receipt_zip = excluded.receipt_zip, receipt_phone = excluded.receipt_phone, url = excluded.url,
       time_zone = excluded.time_zone,
       latitude = case when $11 then null else online_ordering_sites.latitude end,
       longitude = case when $11 then null else online_ordering_sites.longitude end,
       coordinates_pending = online_ordering_sites.coordinates_pending or $11,
       updated_at = excluded.updated_at`,
    [
      storeId,
      v.StoreContName,
      v.StoreName,
      address,
      v.StoreCity,
      v.StoreState,
      v.StoreZip,
      v.StorePhone || v.StoreContPhone,
      v.StoreWebsite,
      v.PosTimezone,
      moved,
      at,
    ],
  );
}

/** The site record as the server keeps it (tests and the docs' example read it). */
export type OnlineOrderingSiteSqlRow = {
  store_id: number;
  primary_contact_name: string;
  receipt_store_name: string;
  receipt_address: string;
  receipt_phone: string;
  url: string;
  time_zone: string;
  latitude: string | null;
  longitude: string | null;
  coordinates_pending: boolean;
};

export async function onlineOrderingSiteOf(
  db: Queryable,
  storeId: number,
): Promise<OnlineOrderingSiteSqlRow | undefined> {
  return one<OnlineOrderingSiteSqlRow>(
    db,
    `select store_id, primary_contact_name, receipt_store_name, receipt_address, receipt_phone, url,
         time_zone, latitude::text, longitude::text, coordinates_pending
       from online_ordering_sites where store_id = $1`,
    [storeId],
  );
}
