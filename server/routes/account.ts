import { Hono } from 'hono';
import { logOnSchema } from '../../src/domain/account';
import { DEFAULT_PORTAL_TIMEOUT_MINUTES } from '../../src/domain/enums';
import { buildLoginResult, checkCredentials } from '../auth/login';
import { loadScope, requireSession } from '../auth/scope';
import { createSession, destroySession } from '../auth/session';
import { throttleLogin } from '../auth/throttle';
import { one } from '../db/db';
import { readBody } from '../http/body';
import { clearSessionCookie, setSessionCookie } from '../http/cookies';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { sameOriginOnly } from '../http/security';

/** Effective session length: the merchant's portal timeout, capped by SESSION_TIMEOUT_MINUTES. */
export async function sessionMinutes(
  c: { var: AppEnv['Variables'] },
  merchantId: number | null,
): Promise<number> {
  const { db, config } = c.var.deps;
  const row = merchantId
    ? await one<{ portal_timeout: number }>(
        db,
        'select portal_timeout from merchants where merchant_id = $1',
        [merchantId],
      )
    : undefined;
  const minutes = row?.portal_timeout ?? DEFAULT_PORTAL_TIMEOUT_MINUTES;
  return config.sessionTimeoutMinutes ? Math.min(minutes, config.sessionTimeoutMinutes) : minutes;
}

export const account = new Hono<AppEnv>();

account.post('/Account/LogOn', sameOriginOnly(), async (c) => {
  await throttleLogin(c);
  const { username, password } = await readBody(c, logOnSchema);
  const { db, clock } = c.var.deps;
  const check = await checkCredentials(db, username, password);
  if (!check.ok) return c.json({ success: false, errorCode: check.errorCode });
  const outcome = await buildLoginResult(db, check.user, clock.now());
  if (!outcome.ok) return c.json({ success: false, errorCode: outcome.errorCode });
  const previous = await loadScope(c);
  if (previous) await destroySession(db, previous.sessionHash);
  const timeoutMinutes = await sessionMinutes(c, outcome.merchantId);
  const { token } = await createSession(db, clock.now(), {
    userId: check.user.user_id,
    merchantId: outcome.merchantId,
    storeId: outcome.storeId,
    timeoutMinutes,
  });
  setSessionCookie(c, token);
  return c.json(outcome.result);
});

/** The session's csrf token, for the requestverificationtoken header of every write. */
account.post('/Account/GetCsrfToken', sameOriginOnly(), async (c) => {
  const scope = await loadScope(c);
  if (!scope) throw Errors.unauthorized();
  return c.json({ IsSuccessful: true, Entity: scope.csrfToken });
});

account.get('/Account/GetVersion', (c) => c.json({ IsSuccessful: true, Entity: c.var.deps.config.version }));

account.get('/Account/LogOff', async (c) => {
  const scope = await loadScope(c);
  if (scope) await destroySession(c.var.deps.db, scope.sessionHash);
  clearSessionCookie(c);
  return c.json({ IsSuccessful: true });
});

/** Session keep-alive (path not shown in the specification): touching the session slides its expiry. */
account.post('/Account/KeepAlive', requireSession(), (c) => c.json({ IsSuccessful: true }));
