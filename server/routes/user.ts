import { type Context, Hono } from 'hono';
import { changePasswordBodySchema, resetWithTokenSchema } from '../../src/domain/accountContract';
import { changePasswordSchema, PasswordMessages, resetPasswordSchema } from '../../src/domain/password';
import { text, yup } from '../../src/domain/validation';
import { LoginError } from '../../src/domain/login';
import { trustedDevicesOf } from '../auth/deviceCookie';
import { accountCounter, failAttempt, passAttempt } from '../auth/login';
import { hashPassword, verifyPassword } from '../auth/password';
import { clearAccountFailures } from '../db/queries/lockout';
import { consumeResetToken, resetTokenUser } from '../auth/resetTokens';
import { requireSession } from '../auth/scope';
import { destroyUserSessions } from '../auth/session';
import { signIn } from '../auth/signIn';
import { throttleLogin } from '../auth/throttle';
import { readBody, readQuery, validate } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors, fail } from '../http/errors';
import { sameOriginOnly } from '../http/security';
import { storePage } from '../db/queries/stores';
import { pagedAnswer } from '../http/answers';
import { includesDeactivated, storeListSchema } from './company';
import { usersListScope, usersRequestSchema } from '../../src/domain/merchantUsers';
import {
  merchantUserPage,
  passwordHashOf,
  setChosenPassword,
  setResetPassword,
  userById,
} from '../db/queries/users';
import { requireMerchant } from '../auth/routeAccess';

/** User calls (1-foundation.md §7 "User"). */
export const user = new Hono<AppEnv>();

/**
 * The old password of a change, checked like a log-on of the session's user from this browser (issue
 * 22 §5): a wrong one counts towards the lockout of this client (its device cookie's counter, or the
 * account's untrusted clients'), and while that client is locked out no old password is checked at
 * all (400 Login.Error.L, errorCode L). A right one clears the client's counter.
 */
async function checkOldPassword(c: Context<AppEnv>, oldPassword: string): Promise<void> {
  const { db, clock } = c.var.deps;
  const { userId } = c.var.scope;
  const now = clock.now();
  const counter = accountCounter(userId, (await trustedDevicesOf(c))(userId));
  const current = await passwordHashOf(db, userId);
  const valid = current !== undefined && (await verifyPassword(oldPassword, current));
  const refused = valid ? await passAttempt(db, counter, now) : await failAttempt(db, counter, now);
  if (refused === LoginError.LockedOut) throw new ApiError(400, 'Login.Error.L', { errorCode: refused });
  if (refused) throw Errors.badRequest('ChangePassword.OldPasswordIncorrect');
}

/**
 * Change password (§4, §5): the session's own user, the old password verified, the new one by the
 * rules of changePasswordSchema (format, differs from the old one, omits the username, confirmed).
 * §3's body carries no old password: a session whose password must change (§4, step 5 of the login
 * flow: opened by the password a moment ago, and good for nothing else) may leave it out; the new
 * one must then differ from the current one all the same. Clears the must-change flag and ends the
 * user's other sessions.
 */
user.post('/User/ChangePassword', requireSession({ allowPending: true }), async (c) => {
  const scope = c.var.scope;
  const body = await readBody(c, changePasswordBodySchema);
  if (body.MembershipUserId.toLowerCase() !== scope.membershipUserId.toLowerCase()) throw Errors.forbidden();
  const old = body.OldPassword;
  if (old === null && !scope.mustChangePassword)
    throw new ApiError(400, PasswordMessages.required, { Field: 'OldPassword' });
  const values = {
    oldPassword: old ?? '',
    newPassword: body.Password,
    confirmPassword: body.ReenterPassword,
  };
  await validate(changePasswordSchema(scope.username), values, old === null ? 'newPassword' : undefined);
  await throttleLogin(c, 'password');
  if (old !== null) await checkOldPassword(c, old);
  const { db } = c.var.deps;
  if (old === null) {
    // no old password to check (a session whose password must change): the new one still differs
    const current = await passwordHashOf(db, scope.userId);
    if (!current) throw Errors.badRequest('ChangePassword.OldPasswordIncorrect');
    if (await verifyPassword(body.Password, current))
      throw new ApiError(400, PasswordMessages.similar, { Field: 'Password' });
  }
  const hash = await hashPassword(body.Password);
  await db.transaction(async (tx) => {
    await setChosenPassword(tx, scope.userId, hash);
    await destroyUserSessions(tx, scope.userId, scope.sessionHash);
  });
  return c.json({ IsSuccessful: true });
});

/** The token of the link; a missing or overlong one is an expired link, a NUL or a second tk a 400 of its rule. */
const tokenQuerySchema = yup.object({ tk: text({ trim: true }).default('') });
const TOKEN_MAX = 200;

/**
 * The e-mailed reset link (§4 "Password reset via link"): a valid token (known, unused, not expired)
 * and a new password by the reset rules that omits the username. Sets the password, clears the
 * must-change flag, unlocks the account, uses the token up, then signs in exactly like LogOn.
 */
user.post('/User/ChangePasswordAndCreateSession', sameOriginOnly(), async (c) => {
  const { db, clock } = c.var.deps;
  const query = await readQuery(c, tokenQuerySchema);
  const linkExpired = () => fail(c, 400, 'ResetPassword.LinkExpired');
  if (!query.tk || query.tk.length > TOKEN_MAX) return linkExpired();
  const { newPassword } = await readBody(c, resetWithTokenSchema);
  await throttleLogin(c, 'recovery');
  const userId = await resetTokenUser(db, query.tk, clock.now());
  if (userId === undefined) return linkExpired();
  const target = await userById(db, userId);
  if (!target) return linkExpired();
  await validate(resetPasswordSchema, { newPassword, confirmPassword: newPassword });
  await validate(changePasswordSchema(target.username), { oldPassword: '', newPassword }, 'newPassword');

  const hash = await hashPassword(newPassword);
  const used = await db.transaction(async (tx) => {
    const owner = await consumeResetToken(tx, query.tk, clock.now());
    if (owner !== userId) return false;
    await setResetPassword(tx, userId, hash);
    await clearAccountFailures(tx, userId);
    await destroyUserSessions(tx, userId);
    return true;
  });
  if (!used) return linkExpired();
  const fresh = await userById(db, userId);
  if (!fresh) return linkExpired();
  const outcome = await signIn(c, fresh);
  if (!outcome.ok) {
    return fail(c, 200, `Login.Error.${outcome.errorCode}`, {
      Entity: { success: false, errorCode: outcome.errorCode },
    });
  }
  return c.json({ IsSuccessful: true, Entity: outcome.result });
});

/** The session user's assigned stores (store selection of store users), a page at a time. */
user.post('/User/GetBackOfficeAssignedStoresForUser', requireSession(), async (c) => {
  const paging = await readBody(c, storeListSchema);
  const filter = {
    of: { assignedTo: c.var.scope.userId },
    search: paging.SearchArg,
    includeDeactivated: includesDeactivated(paging),
  };
  return c.json(pagedAnswer(await storePage(c.var.deps.db, filter, paging)));
});

/**
 * The users of the session's merchant, a page at a time (body and answer not shown by the
 * specification): the merchant's admins see every user; everyone else only its account managers,
 * whom they ask about payment (usersListScope). Never another merchant's users.
 */
user.post('/User/GetUsers', requireMerchant(), async (c) => {
  const request = await readBody(c, usersRequestSchema);
  const { ctx, merchantId } = c.var.access;
  const filter = {
    search: request.SearchArg,
    accountManagersOnly: request.AccountManagersOnly,
    scope: usersListScope(ctx),
  };
  return c.json(pagedAnswer(await merchantUserPage(c.var.deps.db, merchantId, filter, request)));
});
