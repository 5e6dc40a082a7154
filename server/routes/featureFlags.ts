import { Hono } from 'hono';
import { fallbackFeatureFlags, normaliseFeatureFlags } from '../../src/domain/featureFlags';
import { requireSession } from '../auth/scope';
import { one } from '../db/db';
import type { AppEnv } from '../http/env';

/** Feature flags (path not shown in the specification; docs/decisions.md). */
export const featureFlags = new Hono<AppEnv>();

/** The session merchant's flags (merchants.flags.featureFlags), normalised; no merchant yet: the fallback set. */
featureFlags.get('/FeatureFlag/GetFeatureFlags', requireSession(), async (c) => {
  const merchantId = c.var.scope.merchantId;
  if (merchantId === null) return c.json({ IsSuccessful: true, Entity: fallbackFeatureFlags() });
  const row = await one<{ stored: Record<string, unknown> | null }>(
    c.var.deps.db,
    "select flags -> 'featureFlags' as stored from merchants where merchant_id = $1",
    [merchantId],
  );
  return c.json({ IsSuccessful: true, Entity: normaliseFeatureFlags(row?.stored) });
});
