import { Hono } from 'hono';
import { requireSession } from '../auth/scope';
import { sessionContext } from '../auth/sessionContext';
import type { AppEnv } from '../http/env';

export const portal = new Hono<AppEnv>();

/** The session's portal data (1-foundation.md §3), from the one session-context builder (cached). */
portal.get('/Portal/GetPortalData', requireSession(), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json((await sessionContext(c)).data);
});
