import { Hono } from 'hono';
import { isStale } from '../../src/domain/validation';
import { ok } from '../../src/domain/contract';
import {
  defaultSecurityControls,
  mayChangeSecurityControls,
  securityControlsBodyOf,
  securityControlsBodySchema,
} from '../../src/domain/securityControls';
import { requireRoute } from '../auth/routeAccess';
import { securityControlsOf, updateSecurityControls } from '../db/queries/securityControls';
import { lockStoreSettingRow } from '../db/queries/storeSettingRows';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * SecurityControls (3-settings-and-employees.md §7; docs/api.md "Security controls and schedule
 * enforcement"): the working store's limits (the session's, or a single-store company's one store).
 * A company view of several sites reads the defaults (the screen is read-only there) and cannot save; only the merchant's admins save
 * (decisions.md). The body is judged by the domain's schema; a stale checksum is a 409.
 */
export const securityControls = new Hono<AppEnv>();

const PATH = '/employees/securityControls';

securityControls.get(
  '/SecurityControls/GetSecurityControls',
  requireRoute(PATH, { store: 'working' }),
  async (c) => {
    const { merchantId, storeId } = c.var.access;
    if (storeId === null) return c.json(ok(defaultSecurityControls(null)));
    return c.json(ok(await securityControlsOf(c.var.deps.db, merchantId, storeId)));
  },
);

securityControls.post(
  '/SecurityControls/UpdateSecurityControl',
  requireRoute(PATH, { store: 'required' }),
  async (c) => {
    const { merchantId, storeId, ctx, scope } = c.var.access;
    if (!mayChangeSecurityControls(ctx)) throw Errors.forbidden('SecurityControls.MayNotChange');
    const body = await readBody(c, securityControlsBodySchema);
    const values = securityControlsBodyOf(body, body.ConcurrencyChecksum ?? 0);
    const store = storeId as number;
    const saved = await c.var.deps.db.transaction(async (tx) => {
      const checksum = await lockStoreSettingRow(tx, 'security_controls', merchantId, store);
      if (isStale(checksum ?? 0, body.ConcurrencyChecksum))
        throw Errors.conflict('SecurityControls.StaleChecksum');
      return updateSecurityControls(tx, merchantId, store, values, scope.userId);
    });
    return c.json(ok(saved));
  },
);
