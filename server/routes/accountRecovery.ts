import { Hono } from 'hono';
import {
  forgotPasswordSchema,
  forgotUsernameSchema,
  RESET_LINK_MINUTES,
} from '../../src/domain/accountContract';
import { findLoginUser } from '../auth/login';
import { createResetToken } from '../auth/resetTokens';
import { throttleLogin } from '../auth/throttle';
import { readBody } from '../http/body';
import { requestOrigin } from '../http/cookies';
import type { AppEnv } from '../http/env';
import { textOf, textWith } from '../http/errors';
import { sameOriginOnly } from '../http/security';

/**
 * Account recovery without a session (1-foundation.md §4 "Other", §7). Both calls answer the same
 * whether or not the address or the user is known, so they cannot tell who has an account.
 */
export const accountRecovery = new Hono<AppEnv>();

/** E-mails the usernames registered to an address. */
accountRecovery.post('/Account/SendUserNamesEmail', sameOriginOnly(), async (c) => {
  await throttleLogin(c, 'recovery');
  const { emailAddress } = await readBody(c, forgotUsernameSchema);
  const { db, mailer } = c.var.deps;
  const users = await db.query<{ username: string; email: string }>(
    'select username, email from users where lower(email) = lower($1) order by lower(username)',
    [emailAddress],
  );
  if (users.length > 0) {
    await mailer.send({
      to: users[0].email,
      subject: textOf('Email.UsernamesSubject'),
      text: textWith('Email.UsernamesBody', { usernames: users.map((u) => `  ${u.username}`).join('\n') }),
    });
  }
  return c.json({ IsSuccessful: true });
});

/** For a known user (username, or an e-mail address only one user has): a single-use reset link by e-mail. */
accountRecovery.post('/Account/ForgotPassword', sameOriginOnly(), async (c) => {
  await throttleLogin(c, 'recovery');
  const { userName } = await readBody(c, forgotPasswordSchema);
  const { db, clock, mailer, config } = c.var.deps;
  const user = await findLoginUser(db, userName);
  if (user) {
    const token = await createResetToken(db, user.user_id, clock.now());
    const link = `${requestOrigin(c)}${config.basePath}?tk=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: textOf('Email.ResetSubject'),
      text: textWith('Email.ResetBody', {
        name: user.full_name,
        username: user.username,
        link,
        minutes: RESET_LINK_MINUTES,
      }),
    });
  }
  return c.json({ IsSuccessful: true });
});
