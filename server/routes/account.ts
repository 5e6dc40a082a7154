import { Hono } from 'hono';
import { logOnSchema } from '../../src/domain/account';
import { getMerchantSchema } from '../../src/domain/accountContract';
import { ok } from '../../src/domain/contract';
import { trustedDevicesOf } from '../auth/deviceCookie';
import { checkCredentials } from '../auth/login';
import { endCookieSession, loadScope, requireSession } from '../auth/scope';
import { signIn } from '../auth/signIn';
import { throttleLogin } from '../auth/throttle';
import { merchantDetails } from '../db/queries/merchants';
import { readBody } from '../http/body';
import { clearSessionCookie } from '../http/cookies';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { requireMerchant } from '../auth/routeAccess';
import { sameOriginOnly } from '../http/security';
import { accountRecovery } from './accountRecovery';
import { accountSelection } from './accountSelection';
import { accountSession } from './accountSession';

export const account = new Hono<AppEnv>();

account.post('/Account/LogOn', sameOriginOnly(), async (c) => {
  const { username, password } = await readBody(c, logOnSchema);
  await throttleLogin(c);
  const { db, clock } = c.var.deps;
  const check = await checkCredentials(db, username, password, clock.now(), await trustedDevicesOf(c));
  if (!check.ok) return c.json({ success: false, errorCode: check.errorCode });
  const outcome = await signIn(c, check.user);
  if (!outcome.ok) return c.json({ success: false, errorCode: outcome.errorCode });
  return c.json(outcome.result);
});

/** The session's csrf token, for the requestverificationtoken header of every write. */
account.post('/Account/GetCsrfToken', sameOriginOnly(), async (c) => {
  const scope = await loadScope(c);
  if (!scope) throw Errors.unauthorized();
  return c.json({ IsSuccessful: true, Entity: scope.csrfToken });
});

account.get('/Account/GetVersion', (c) => c.json({ IsSuccessful: true, Entity: c.var.deps.config.version }));

/** Ends the session the cookie names (live or expired) and clears the cookie. */
account.get('/Account/LogOff', async (c) => {
  await endCookieSession(c);
  clearSessionCookie(c);
  return c.json({ IsSuccessful: true });
});

/** Session keep-alive (path not shown in the specification): touching the session slides its expiry. */
account.post('/Account/KeepAlive', requireSession({ allowPending: true }), (c) =>
  c.json({ IsSuccessful: true }),
);

/**
 * The session's merchant (body and answer not shown by the specification): for every session on a
 * merchant it may use — its name, reseller, product mode, type, status, country, culture and stores.
 */
account.post('/Account/GetMerchant', requireMerchant(), async (c) => {
  await readBody(c, getMerchantSchema);
  const details = await merchantDetails(c.var.deps.db, c.var.access.merchantId);
  if (!details) throw Errors.notFound();
  return c.json(ok(details));
});

account.route('/', accountRecovery);
account.route('/', accountSession);
account.route('/', accountSelection);
