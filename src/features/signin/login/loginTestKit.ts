import { configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TestServer } from '../../../../test/server';

/**
 * Call in beforeAll: loads the lazy login modals once (their first import is transformed on the fly)
 * and lets the async queries wait for a log-on (scrypt) on a busy machine.
 */
export async function prepareLoginTests() {
  configure({ asyncUtilTimeout: 10_000 });
  await import('./LoginModals');
}

/** Every demo account's password (server/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Backroom#2026';

/** Types the credentials into the login form and submits it (test helper). */
export async function logIn(user: UserEvent, username: string, password = DEMO_PASSWORD) {
  await user.type(screen.getByLabelText(/^Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The empty login form is back (after a cancelled login) and the session's csrf token is gone. */
export async function expectBackOnEmptyForm() {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  await waitFor(() => expect(localStorage.getItem('csrfToken')).toBeNull());
}

interface OutboxRow {
  [key: string]: unknown;
  to_address: string;
  subject: string;
  body_text: string;
}

/** The e-mails the server sent to an address (its outbox table), newest first. */
export async function outboxFor(server: TestServer, username: string): Promise<OutboxRow[]> {
  return server.db.query<OutboxRow>(
    `select o.to_address, o.subject, o.body_text from outbox o join users u on lower(u.email) = lower(o.to_address)
     where lower(u.username) = lower($1) order by o.id desc`,
    [username],
  );
}

/** Asks for a reset link for a user (as the forgot-password modal does) and reads its token from the e-mail. */
export async function resetTokenFor(server: TestServer, username: string): Promise<string> {
  const agent = server.agent();
  const res = await agent.post('Account/ForgotPassword', { userName: username });
  expect(res.status).toBe(200);
  const [mail] = await outboxFor(server, username);
  const token = /[?&]tk=([^\s&]+)/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in the e-mail to ${username}`);
  return decodeURIComponent(token);
}
