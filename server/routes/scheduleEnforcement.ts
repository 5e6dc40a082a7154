import { type Context, Hono } from 'hono';
import { isStale } from '../../src/domain/validation';
import {
  type ScheduleEnforcement,
  scheduleEnforcementBodySchema,
  scheduleEnforcementQuerySchema,
} from '../../src/domain/scheduleEnforcement';
import { requireRoute } from '../auth/routeAccess';
import { scheduleEnforcementOf, updateScheduleEnforcement } from '../db/queries/scheduleEnforcement';
import { lockStoreSettingRow } from '../db/queries/storeSettingRows';
import { readBody, readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * ScheduleEnforcement (3-settings-and-employees.md §7; docs/api.md "Security controls and schedule
 * enforcement"): one store's clock-in and clock-out enforcement. The contract names the merchant
 * and store in the query and the body: they must be the session's (403 otherwise, nothing read or
 * changed). A company view without a store has nothing to read (§6: only a warning). A save answers
 * `success` (§7) beside the contract's IsSuccessful; a stale checksum is a 409.
 */
export const scheduleEnforcement = new Hono<AppEnv>();

const route = requireRoute('/employees/scheduleEnforcement', {
  store: 'required',
  messages: { noStore: 'ScheduleEnforcement.AboveOneStore' },
});

/** The merchant and store a call names are the session's. */
function checkStore(c: Context<AppEnv>, named: { merchantId: number; storeId: number }) {
  const { merchantId, storeId } = c.var.access;
  if (named.merchantId !== merchantId || named.storeId !== storeId)
    throw Errors.forbidden('ScheduleEnforcement.StoreNotSession');
}

scheduleEnforcement.get('/ScheduleEnforcement/GetScheduleEnforcement', route, async (c) => {
  const q = await readQuery(c, scheduleEnforcementQuerySchema);
  checkStore(c, q);
  const entity = await scheduleEnforcementOf(c.var.deps.db, q.merchantId, q.storeId);
  return c.json({ IsSuccessful: true, Entity: entity });
});

scheduleEnforcement.post('/ScheduleEnforcement/SaveScheduleEnforcement', route, async (c) => {
  const body = (await readBody(c, scheduleEnforcementBodySchema)) as ScheduleEnforcement;
  checkStore(c, body);
  const saved = await c.var.deps.db.transaction(async (tx) => {
    const checksum = await lockStoreSettingRow(tx, 'schedule_enforcement', body.merchantId, body.storeId);
    if (isStale(checksum ?? 0, body.concurrencyChecksum))
      throw Errors.conflict('ScheduleEnforcement.StaleChecksum');
    return updateScheduleEnforcement(tx, body, c.var.access.scope.username);
  });
  return c.json({ IsSuccessful: true, success: true, Entity: saved });
});
