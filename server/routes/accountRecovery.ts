import { Hono } from 'hono';
import {
  forgotPasswordSchema,
  forgotUsernameSchema,
  RESET_LINK_MINUTES,
} from '../../src/domain/accountContract';
import { findLoginUser } from '../auth/login';
import { createResetToken } from '../auth/resetTokens';
import { throttleLogin } from '../auth/throttle';
import { usernamesByEmail } from '../db/queries/users';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { textOf, textWith } from '../http/errors';
import { linkOrigin } from '../http/origins';
import { sameOriginOnly } from '../http/security';

/**
 * Account recovery without a session (1-foundation.md §4 "Other", §7). Both calls answer the same
 * whether or not the address or the user is known, so they cannot tell who has an account; and they
 * answer before looking: the look-up, the reset token and the e-mail are done after the answer (see
 * Background), so the time to answer is the same too — the known and the unknown path run the very
 * same code until then (validation, the recovery throttle).
 */
export const accountRecovery = new Hono<AppEnv>();

const ANSWER = { IsSuccessful: true } as const;

/** E-mails the usernames registered to an address. */
accountRecovery.post('/Account/SendUserNamesEmail', sameOriginOnly(), async (c) => {
  const { emailAddress } = await readBody(c, forgotUsernameSchema);
  await throttleLogin(c, 'recovery');
  const { db, mailer, background } = c.var.deps;
  background.run('e-mail of usernames', async () => {
    const users = await usernamesByEmail(db, emailAddress);
    if (users.length === 0) return;
    await mailer.send({
      to: users[0].email,
      subject: textOf('Email.UsernamesSubject'),
      text: textWith('Email.UsernamesBody', { usernames: users.map((u) => `  ${u.username}`).join('\n') }),
    });
  });
  return c.json(ANSWER);
});

/** For a known user (username, or an e-mail address only one user has): a single-use reset link by e-mail. */
accountRecovery.post('/Account/ForgotPassword', sameOriginOnly(), async (c) => {
  const { userName } = await readBody(c, forgotPasswordSchema);
  await throttleLogin(c, 'recovery');
  const { db, clock, mailer, config, background } = c.var.deps;
  const now = clock.now();
  const origin = linkOrigin(c);
  background.run('reset e-mail', async () => {
    const user = await findLoginUser(db, userName);
    if (!user) return;
    const token = await createResetToken(db, user.user_id, now);
    const link = `${origin}${config.basePath}?tk=${encodeURIComponent(token)}`;
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
  });
  return c.json(ANSWER);
});
