import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  addressMoved,
  normaliseStoreSettings,
  previewLightSchema,
  receiptInfoSchema,
  type StoreSettings,
  type StoreSettingsWrite,
  storeSettingsOfReceiptInfo,
  storeSettingsSchema,
} from '../../src/domain/storeSettings';
import { isStale } from '../../src/domain/validation';
import { TIME_ZONES } from '../../src/domain/timeZones';
import { isStoreUser } from '../auth/access';
import { requireRoute } from '../auth/routeAccess';
import {
  type StoreSettingsSqlRow,
  storeSettingsOf,
  updateStoreIdentity,
  upsertOnlineOrderingSite,
  upsertStoreSettings,
} from '../db/queries/storeSettings';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { receiptHeaderPreviewHtml } from '../receipts/receipt';
import { receiptLogoSrc } from '../receipts/logo';

/**
 * Store configuration (3-settings §2, §3, §4, §7; docs/api.md "Store configuration"): the session
 * store's settings, their update — the store record and its online-ordering site record in one
 * transaction, both or neither — and the receipt header preview. Every call works on the session's
 * store (a company view without a store is refused: the screen asks for a store first); a store user
 * reads but does not change (docs/decisions.md "Store configuration"). The read and the update answer
 * at two paths each: 1-foundation §7's receipt info (Company/GetReceiptInfo, Company/UpdateReceiptInfo
 * with its `{Company, UpdateStoreCoordinates}` body) and the portal's Store/GetStoreSettings and
 * Store/UpdateStoreSettings (the settings' fields at the top).
 */
export const storeSettings = new Hono<AppEnv>();

const route = requireRoute('/settings/store/storeconfiguration', {
  store: 'required',
  messages: { noStore: 'StoreConfiguration.SelectStoreWarning' },
});

function entityOf(row: StoreSettingsSqlRow, mayEdit: boolean): StoreSettings {
  return {
    StoreId: row.store_id,
    StoreName: row.name,
    StoreContName: row.contact_name ?? '',
    StoreEmail: row.contact_email ?? '',
    StoreContPhone: row.contact_phone ?? '',
    StorePhone: row.store_phone ?? '',
    StoreAdd1: row.address1 ?? '',
    StoreAdd2: row.address2 ?? '',
    StoreCity: row.city ?? '',
    StoreState: row.state ?? '',
    StoreZip: row.zip ?? '',
    StoreWebsite: row.url ?? '',
    ReceiptHeader: row.receipt_header ?? '',
    ReceiptNote: row.receipt_note ?? '',
    IncludeQrCode: row.include_qr_code ?? false,
    QrCodeWebsiteUrl: row.qr_code_website_url ?? '',
    DisplayTipSuggestion: row.display_tip_suggestion ?? false,
    TipSuggestionMessage: row.tip_suggestion_message ?? '',
    TipSuggestion1: row.tip_suggestion1 ?? '',
    TipSuggestion2: row.tip_suggestion2 ?? '',
    TipSuggestion3: row.tip_suggestion3 ?? '',
    PosTimezone: row.time_zone,
    ConcurrencyChecksum: row.concurrency_checksum ?? 0,
    CoordinatesPending: row.coordinates_pending ?? false,
    TimeZones: [...TIME_ZONES],
    MayEdit: mayEdit,
  };
}

/** The session store's settings (both paths of the read). */
async function readSettings(c: Context<AppEnv>) {
  const { merchantId, storeId, scope } = c.var.access;
  const row = await storeSettingsOf(c.var.deps.db, merchantId, storeId as number);
  if (!row) throw Errors.notFound('StoreConfiguration.NotFound');
  return c.json(ok(entityOf(row, !isStoreUser(scope))));
}

storeSettings.post('/Store/GetStoreSettings', route, readSettings);
storeSettings.post('/Company/GetReceiptInfo', route, readSettings);

/**
 * §4: the store record (stores' name and time zone, the settings row) and the online-ordering site
 * record, under the store's lock, the checksum (when sent) compared first (409 when stale), both or
 * neither. UpdateStoreCoordinates is decided here from the stored address1, whatever the body says.
 */
async function saveSettings(c: Context<AppEnv>, sent: StoreSettingsWrite) {
  // the phones are judged and written by the store's country (its merchant's)
  const { countryId } = c.var.access.data;
  const { merchantId, storeId, scope } = c.var.access;
  if (isStoreUser(scope)) throw Errors.forbidden('StoreConfiguration.MayNotChange');
  const { db, clock } = c.var.deps;
  const saved = await db.transaction(async (tx) => {
    const before = await storeSettingsOf(tx, merchantId, storeId as number, true);
    if (!before) throw Errors.notFound('StoreConfiguration.NotFound');
    const body = normaliseStoreSettings(
      { ...sent, StoreWebsite: sent.StoreWebsite ?? before.url ?? '' },
      countryId,
    );
    if (isStale(before.concurrency_checksum ?? 0, body.ConcurrencyChecksum))
      throw Errors.conflict('StoreConfiguration.StaleChecksum');
    const moved = addressMoved(before.address1 ?? '', body.StoreAdd1);
    const now = clock.now();
    await updateStoreIdentity(tx, before.store_id, body.StoreName, body.PosTimezone);
    await upsertStoreSettings(tx, before.store_id, body, now, scope.userId);
    await upsertOnlineOrderingSite(tx, before.store_id, body, moved, now);
    const after = await storeSettingsOf(tx, merchantId, before.store_id);
    if (!after) throw Errors.notFound('StoreConfiguration.NotFound');
    return { entity: entityOf(after, true), moved };
  });
  return c.json({ ...ok(saved.entity), UpdateStoreCoordinates: saved.moved });
}

/** The phones of a store's settings are judged by the store's country (its merchant's): the body's context. */
const phoneContext = (c: Context<AppEnv>) => ({ countryId: c.var.access.data.countryId });

storeSettings.post('/Store/UpdateStoreSettings', route, async (c) =>
  saveSettings(c, await readBody(c, storeSettingsSchema, phoneContext(c))),
);
storeSettings.post('/Company/UpdateReceiptInfo', route, async (c) =>
  saveSettings(c, storeSettingsOfReceiptInfo(await readBody(c, receiptInfoSchema, phoneContext(c)))),
);

/**
 * §7: the receipt's store header drawn from the form's values, under the merchant's logo as on the
 * receipts (escaped; the portal sanitises too).
 */
storeSettings.post('/Email/PreviewLight', route, async (c) => {
  const { company } = await readBody(c, previewLightSchema);
  const place = [company.StoreCity, [company.StoreState, company.StoreZip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const { merchantId, data } = c.var.access;
  const logo = { src: await receiptLogoSrc(c.var.deps.db, merchantId), alt: data.merchantName ?? '' };
  const html = receiptHeaderPreviewHtml(
    {
      title: company.StoreName,
      lines: [
        company.StoreAdd1,
        company.StoreAdd2,
        place,
        company.StorePhone,
        company.StoreContName,
        company.TaxPayerId,
      ],
    },
    logo,
  );
  return c.json(ok(html));
});
