import { Hono } from 'hono';
import { requireSession } from '../auth/scope';
import { sessionContext } from '../auth/sessionContext';
import type { AppEnv } from '../http/env';

/** Feature flags (path not shown in the specification; docs/decisions.md). */
export const featureFlags = new Hono<AppEnv>();

/** The session merchant's flags (merchants.flags.featureFlags), normalised; no merchant yet: the fallback set. */
featureFlags.get('/FeatureFlag/GetFeatureFlags', requireSession(), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ IsSuccessful: true, Entity: (await sessionContext(c)).featureFlags });
});
