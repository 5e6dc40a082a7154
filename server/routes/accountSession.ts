import { Hono } from 'hono';
import { eulaAcceptanceSchema, renewSessionSchema } from '../../src/domain/accountContract';
import { LoginError } from '../../src/domain/login';
import { flag, yup } from '../../src/domain/validation';
import { aodClaims, jwtSecret, signJwt } from '../auth/jwt';
import { trustedDevicesOf } from '../auth/deviceCookie';
import { buildLoginResult, checkCredentials } from '../auth/login';
import { assertCsrf, loadScope, merchantOf, requireSession, sessionTokenOf } from '../auth/scope';
import { destroySession, expireSession, findExpiredSession, touchSession } from '../auth/session';
import { startSession } from '../auth/signIn';
import { throttleLogin } from '../auth/throttle';
import { insertEulaAcceptance } from '../db/queries/eulas';
import { markNotificationsSeenBy, notificationsSeenBy } from '../db/queries/notifications';
import { clearPendingEula, userById } from '../db/queries/users';
import { readBody, readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';

/** Session calls: renew (extend or sign in again after expiry), the licence acceptance, the bearer token. */
export const accountSession = new Hono<AppEnv>();

/** 401 for a renewal refused by the password check; the locked-out code when it locked the account. */
function refused(errorCode: string): ApiError {
  if (errorCode === LoginError.InvalidCredentials)
    return new ApiError(401, 'RenewSession.IncorrectPassword', { errorCode });
  return new ApiError(401, `Login.Error.${errorCode}`, { errorCode });
}

/**
 * Renew session (1-foundation.md §4 "Session"). A live session is extended (no password needed; a
 * password given is checked). A session that has expired (its row is kept 24 hours) is signed in again
 * with the password of ITS user: a new session token and csrf token on the same merchant and store. A
 * wrong password counts as an invalid log-on attempt (the same lockout as LogOn).
 */
accountSession.post('/Account/RenewSession', async (c) => {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const scope = await loadScope(c);
  if (scope) {
    assertCsrf(c, scope.csrfToken);
    const { password } = await readBody(c, renewSessionSchema);
    if (password) {
      await throttleLogin(c);
      const check = await checkCredentials(db, scope.username, password, now, await trustedDevicesOf(c));
      if (!check.ok) throw refused(check.errorCode);
    }
    await touchSession(db, scope.sessionHash, now, scope.timeoutMinutes);
    return c.json({ IsSuccessful: true });
  }

  const token = sessionTokenOf(c);
  const expired = token ? await findExpiredSession(db, token, now) : null;
  if (!expired) throw Errors.unauthorized();
  assertCsrf(c, expired.csrf_token);
  const { password } = await readBody(c, renewSessionSchema);
  if (!password) throw new ApiError(401, 'RenewSession.PasswordRequired');
  await throttleLogin(c);
  const user = await userById(db, expired.user_id);
  if (!user) throw Errors.unauthorized();
  const check = await checkCredentials(db, user.username, password, now, await trustedDevicesOf(c));
  if (!check.ok) throw refused(check.errorCode);
  const outcome = await buildLoginResult(db, check.user, now);
  if (!outcome.ok) throw refused(outcome.errorCode);
  // a renewal goes on with the visit: the notifications seen in it are not shown again
  const seen = await notificationsSeenBy(db, expired.token_hash);
  await destroySession(db, expired.token_hash);
  const renewed = await startSession(c, {
    userId: user.user_id,
    merchantId: expired.merchant_id,
    storeId: expired.store_id,
  });
  if (seen) await markNotificationsSeenBy(db, renewed.sessionHash, now);
  return c.json({ IsSuccessful: true });
});

/**
 * The portal's idle timeout ended the session (1-foundation.md §4 "Session": the limit has passed
 * since the last stored update): it ends on the server too, at once, and stays renewable with the
 * password for the grace period. Otherwise it would live on until the server's own timeout, which
 * every read slides, while the device shows it has ended (docs/decisions.md "Session end on a shared
 * device").
 */
accountSession.post('/Account/ExpireSession', requireSession({ allowPending: true }), async (c) => {
  const { db, clock } = c.var.deps;
  await expireSession(db, c.var.scope.sessionHash, clock.now());
  return c.json({ IsSuccessful: true });
});

/** Licence acceptance (§4 "Licence accept"): the user's pending licence, recorded, then no longer pending. */
accountSession.post(
  '/Account/UpdateMerchantEulaHistory',
  requireSession({ allowPending: true }),
  async (c) => {
    const scope = c.var.scope;
    const body = await readBody(c, eulaAcceptanceSchema);
    if (body.membershipUserId.toLowerCase() !== scope.membershipUserId.toLowerCase())
      throw Errors.forbidden();
    const merchantId = scope.merchantId ?? scope.homeMerchantId;
    if (body.merchantId !== 0 && body.merchantId !== merchantId) throw Errors.forbidden();
    if (scope.pendingEulaId === null || body.eulaId !== scope.pendingEulaId)
      throw Errors.badRequest('Eula.NotPending');
    const { db, clock } = c.var.deps;
    await db.transaction(async (tx) => {
      if (!(await clearPendingEula(tx, scope.userId, body.eulaId)))
        throw Errors.badRequest('Eula.NotPending');
      await insertEulaAcceptance(tx, {
        userId: scope.userId,
        eulaId: body.eulaId,
        merchantId,
        acceptedAt: clock.now(),
      });
    });
    return c.json({ IsSuccessful: true });
  },
);

const jwtQuerySchema = yup.object({ isAOD: flag().default(true) });

/** A short-lived HS256 bearer token for the online-ordering service, for the session's merchant and store. */
accountSession.post('/Account/GetJwtToken', requireSession(), async (c) => {
  await readQuery(c, jwtQuerySchema);
  const scope = c.var.scope;
  const merchantId = merchantOf(scope);
  const { db, clock } = c.var.deps;
  const claims = aodClaims(
    { membershipUserId: scope.membershipUserId, merchantId, storeId: scope.storeId },
    clock.now(),
  );
  return c.json({
    IsSuccessful: true,
    Entity: signJwt(claims, await jwtSecret(db, c.var.deps.config.jwtSecret)),
  });
});
