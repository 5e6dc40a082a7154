import { type Context, Hono } from 'hono';
import {
  type AlertConfigurationAnswer,
  alertConfigurationSchema,
  alertUpdateOf,
  defaultAlertEntries,
  entriesForSave,
  summaryOfStores,
} from '../../src/domain/alertConfiguration';
import { ok } from '../../src/domain/contract';
import { isStale } from '../../src/domain/validation';
import { requireRoute } from '../auth/routeAccess';
import {
  alertChecksumOf,
  alertEntriesOf,
  liveStoreIdsOf,
  saveAlertEntries,
} from '../db/queries/alertConfigurations';
import { readJson, validate } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * Alert management (3-settings-and-employees.md §4, §5, §6, §7; docs/api.md "Pay codes and alerts"):
 * a store's alert configuration, read and saved. The configuration is the session's store's (the
 * merchant's one live store in a company view of a single store); a company view of several sites
 * reads a summary of its stores and may not save (§6). Saves take §7's bare list of five entries or
 * the portal's object with its ConcurrencyChecksum (a stale one is a 409), all five entries at once,
 * checked by the schema of src/domain/alertConfiguration.ts.
 */
export const alert = new Hono<AppEnv>();

const route = requireRoute('/settings/store/alertmanagement', { store: 'working' });

/** The working store's configuration (routeAccess 'working'), or null and the live stores for a company view of several sites. */
async function storeOf(c: Context<AppEnv>): Promise<{ storeId: number | null; storeIds: number[] }> {
  const { storeId, merchantId } = c.var.access;
  if (storeId !== null) return { storeId, storeIds: [storeId] };
  return { storeId: null, storeIds: await liveStoreIdsOf(c.var.deps.db, merchantId) };
}

alert.get('/Alert/GetAlertConfiguration', route, async (c) => {
  const { db } = c.var.deps;
  const { storeId, storeIds } = await storeOf(c);
  const byStore = await alertEntriesOf(db, storeIds);
  const answer: AlertConfigurationAnswer =
    storeId === null
      ? {
          ...ok(summaryOfStores(storeIds.map((id) => byStore.get(id) ?? defaultAlertEntries()))),
          ConcurrencyChecksum: 0,
          StoreId: null,
          MayEdit: false,
        }
      : {
          ...ok(byStore.get(storeId) ?? defaultAlertEntries()),
          ConcurrencyChecksum: await alertChecksumOf(db, storeId),
          StoreId: storeId,
          MayEdit: true,
        };
  return c.json(answer);
});

alert.post('/Alert/UpdateAlertConfiguration', route, async (c) => {
  const { storeId } = await storeOf(c);
  if (storeId === null) throw Errors.forbidden('AlertManagement.CompanyView');
  const body = await validate(alertConfigurationSchema, alertUpdateOf(await readJson(c)));
  const { db, clock } = c.var.deps;
  await db.transaction(async (tx) => {
    const checksum = await alertChecksumOf(tx, storeId, true);
    if (isStale(checksum, body.ConcurrencyChecksum)) throw Errors.conflict('AlertManagement.StaleChecksum');
    await saveAlertEntries(tx, storeId, entriesForSave(body.AlertConfigurations), clock.now());
  });
  return c.json(ok());
});
