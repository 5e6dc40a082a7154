import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { accountFailures } from '../../test/loginFailures';
import { createApp } from '../app';
import type { Db } from '../db/db';
import type { Background } from '../http/background';
import { outboxMailer } from '../mail/mailer';
import { TEST_NOW } from '../../test/testClock';
import { DEMO_PASSWORD } from '../demo/accounts';
import { sha256 } from '../auth/tokens';

const NEW_PASSWORD = 'Harbor!Light42';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});
afterEach(() => s.clock.set(TEST_NOW));

interface Mail {
  [key: string]: unknown;
  to_address: string;
  subject: string;
  body_text: string;
}

async function mails(db: TestServer['db'], to: string): Promise<Mail[]> {
  return db.query<Mail>(
    'select to_address, subject, body_text from outbox where lower(to_address) = $1 order by id',
    [to.toLowerCase()],
  );
}

/** The reset token of the newest reset e-mail to an address. */
async function resetTokenFor(db: TestServer['db'], to: string): Promise<string> {
  const list = await mails(db, to);
  const body = list.at(-1)?.body_text ?? '';
  const tk = /[?&]tk=([^\s&]+)/.exec(body)?.[1];
  if (!tk) throw new Error(`no reset link in ${JSON.stringify(body)}`);
  return decodeURIComponent(tk);
}

async function passwordHash(username: string): Promise<string> {
  const [row] = await s.db.query<{ password_hash: string }>(
    'select password_hash from users where username = $1',
    [username],
  );
  return row.password_hash;
}

describe('POST /Account/ForgotPassword', () => {
  it('mails a known user a single-use link to the login page with tk; only its hash is stored', async () => {
    const res = await s.agent().post('Account/ForgotPassword', { userName: 'manager' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ IsSuccessful: true });
    const [mail] = await mails(s.db, 'manager@example.com');
    expect(mail.subject).toBe('Reset your Backroom password');
    expect(mail.body_text).toMatch(/http:\/\/localhost:8080\/\?tk=[A-Za-z0-9_-]{40,}/);
    expect(mail.body_text).toContain('Marco Manager');
    const tk = await resetTokenFor(s.db, 'manager@example.com');
    expect(await s.db.query('select 1 from password_reset_tokens where token_hash = $1', [tk])).toHaveLength(
      0,
    );
    const [row] = await s.db.query<{ expires_at: Date }>(
      'select expires_at from password_reset_tokens where token_hash = $1',
      [sha256(tk)],
    );
    expect(new Date(row.expires_at).getTime() - TEST_NOW.getTime()).toBe(60 * 60_000);
  });

  it('answers an unknown user exactly like a known one, and mails nobody', async () => {
    const before = await s.db.query('select id from outbox');
    const unknown = await s.agent().post('Account/ForgotPassword', { userName: 'nobody-here' });
    const after = await s.db.query('select id from outbox');
    const known = await s.agent().post('Account/ForgotPassword', { userName: 'shiftlead' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(after).toHaveLength(before.length);
  });

  it('builds the link on a PUBLIC_ORIGIN the browser is on (through a proxy too), under the base path', async () => {
    const proxied = await startTestServer({
      TRUST_PROXY: '1',
      BASE_PATH: '/backoffice/',
      PUBLIC_ORIGIN: 'https://portal.example.com,https://bank.example.com',
    });
    try {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bank.example.com' };
      await proxied.agent().post('Account/ForgotPassword', { userName: 'owner' }, forwarded);
      await proxied
        .agent()
        .post('Account/ForgotPassword', { userName: 'manager' }, { origin: 'https://portal.example.com' });
      expect((await mails(proxied.db, 'owner@example.com'))[0].body_text).toMatch(
        /https:\/\/bank\.example\.com\/backoffice\/\?tk=/,
      );
      expect((await mails(proxied.db, 'manager@example.com'))[0].body_text).toMatch(
        /https:\/\/portal\.example\.com\/backoffice\/\?tk=/,
      );
    } finally {
      await proxied.close();
    }
  });

  it('never builds the link on a Host or X-Forwarded-Host outside PUBLIC_ORIGIN: the first origin instead', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://portal.example.com' });
    try {
      await proxied.agent('evil.example').post('Account/ForgotPassword', { userName: 'owner' });
      await proxied
        .agent()
        .post('Account/ForgotPassword', { userName: 'owner' }, { 'x-forwarded-host': 'evil.example' });
      const sent = await mails(proxied.db, 'owner@example.com');
      expect(sent).toHaveLength(2);
      for (const mail of sent) {
        expect(mail.body_text).toMatch(/https:\/\/portal\.example\.com\/\?tk=/);
        expect(mail.body_text).not.toContain('evil');
      }
    } finally {
      await proxied.close();
    }
  });

  it('without PUBLIC_ORIGIN: localhost and the bank hosts on PORT, nothing else', async () => {
    await s.agent('bank.localhost:8080').post('Account/ForgotPassword', { userName: 'bankowner' });
    await s.agent('evil.example:8080').post('Account/ForgotPassword', { userName: 'madmin' });
    expect((await mails(s.db, 'bankowner@example.com')).at(-1)?.body_text).toMatch(
      /http:\/\/bank\.localhost:8080\/\?tk=/,
    );
    expect((await mails(s.db, 'madmin@example.com')).at(-1)?.body_text).toMatch(
      /http:\/\/localhost:8080\/\?tk=/,
    );
  });

  it('refuses a cross-origin call and a bad body (400), mailing nothing', async () => {
    const before = await s.db.query('select id from outbox');
    const cross = await s
      .agent()
      .post('Account/ForgotPassword', { userName: 'owner' }, { origin: 'http://evil.example' });
    expect(cross.status).toBe(403);
    for (const body of [{}, { userName: '' }, { userName: ['owner'] }, { userName: 'x'.repeat(300) }]) {
      const res = await s.agent().post('Account/ForgotPassword', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ IsSuccessful: false, Message: expect.any(String) });
    }
    expect(await s.db.query('select id from outbox')).toHaveLength(before.length);
  });
});

describe('POST /Account/SendUserNamesEmail', () => {
  it('mails the usernames registered to the address', async () => {
    const res = await s.agent().post('Account/SendUserNamesEmail', { emailAddress: 'Shiftlead@Example.com' });
    expect(await res.json()).toEqual({ IsSuccessful: true });
    const mail = (await mails(s.db, 'shiftlead@example.com')).at(-1);
    expect(mail?.subject).toBe('Your Backroom usernames');
    expect(mail?.body_text).toContain('shiftlead');
    expect(mail?.body_text).not.toContain('{usernames}');
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const before = await s.db.query('select id from outbox');
    const unknown = await s
      .agent()
      .post('Account/SendUserNamesEmail', { emailAddress: 'nobody@example.org' });
    expect(await s.db.query('select id from outbox')).toHaveLength(before.length);
    const known = await s.agent().post('Account/SendUserNamesEmail', { emailAddress: 'owner@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('refuses a malformed address (400) and a cross-origin call (403)', async () => {
    const bad = await s.agent().post('Account/SendUserNamesEmail', { emailAddress: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Validation.Email' });
    const cross = await s
      .agent()
      .post(
        'Account/SendUserNamesEmail',
        { emailAddress: 'owner@example.com' },
        { origin: 'http://evil.example' },
      );
    expect(cross.status).toBe(403);
  });
});

describe('recovery answers before it looks: known and unknown do the same work until the answer', () => {
  it('ForgotPassword and SendUserNamesEmail: identical answers after identical queries; the e-mail comes after', async () => {
    const queries: string[] = [];
    const counting: Db = {
      ...s.db,
      query: (sql, params) => {
        queries.push(`${sql} ${JSON.stringify(params ?? [])}`);
        return s.db.query(sql, params);
      },
    };
    const later: (() => Promise<void>)[] = [];
    const background: Background = { run: (_label, task) => void later.push(task), settled: async () => {} };
    const app = createApp({
      db: counting,
      clock: s.clock,
      mailer: outboxMailer(s.db, s.clock),
      config: s.config,
      background,
    });
    const post = (path: string, body: unknown) =>
      app.fetch(
        new Request(`http://localhost:8080/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const pairs: [string, unknown, unknown][] = [
      ['Account/ForgotPassword', { userName: 'supportadmin' }, { userName: 'no-such-user' }],
      [
        'Account/ForgotPassword',
        { userName: 'supportadmin@example.com' },
        { userName: 'nobody@example.com' },
      ],
      [
        'Account/SendUserNamesEmail',
        { emailAddress: 'supportadmin@example.com' },
        { emailAddress: 'x@example.org' },
      ],
    ];
    const before = await s.db.query('select id from outbox');
    for (const [path, known, unknown] of pairs) {
      queries.length = 0;
      const knownAnswer = await post(path, known);
      const knownQueries = [...queries];
      queries.length = 0;
      const unknownAnswer = await post(path, unknown);
      expect(unknownAnswer.status).toBe(knownAnswer.status);
      expect(await unknownAnswer.text()).toBe(await knownAnswer.text());
      expect(queries).toEqual(knownQueries);
      expect(queries.join('\n')).not.toMatch(/from users|password_reset_tokens|outbox/);
    }
    expect(await s.db.query('select id from outbox')).toHaveLength(before.length);
    for (const task of later) await task();
    const sent = await mails(s.db, 'supportadmin@example.com');
    expect(sent.map((m) => m.subject)).toEqual([
      'Reset your Backroom password',
      'Reset your Backroom password',
      'Your Backroom usernames',
    ]);
    expect(await s.db.query('select id from outbox')).toHaveLength(before.length + 3);
  });
});

describe('POST /User/ChangePasswordAndCreateSession (the reset link)', () => {
  it('more than 4 wrong passwords lock the account (L); the e-mailed link unlocks it and signs in', async () => {
    const agent = s.agent();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await agent.login('shiftlead', 'Wrong#Password1')).errorCode);
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await agent.login('shiftlead')).errorCode).toBe('L');

    await agent.post('Account/ForgotPassword', { userName: 'shiftlead' });
    const tk = await resetTokenFor(s.db, 'shiftlead@example.com');
    const res = await agent.request(
      'POST',
      `User/ChangePasswordAndCreateSession?tk=${encodeURIComponent(tk)}`,
      {
        body: { newPassword: NEW_PASSWORD },
      },
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ IsSuccessful: true, Entity: { success: true, merchantId: 1001 } });
    expect(agent.hasSession()).toBe(true);
    const [user] = await s.db.query('select is_locked, must_change_password from users where username = $1', [
      'shiftlead',
    ]);
    expect(user).toEqual({ is_locked: false, must_change_password: false });
    expect(await accountFailures(s.db, 'shiftlead')).toEqual({ account: 0, device: 0 });

    const csrf = await (await agent.post('Account/GetCsrfToken')).json();
    expect(csrf.IsSuccessful).toBe(true);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    expect((await s.agent().login('shiftlead', NEW_PASSWORD)).success).toBe(true);
    expect((await s.agent().login('shiftlead', DEMO_PASSWORD)).errorCode).toBe('I');
  });

  it('clears a required password change (resetme)', async () => {
    await s.agent().post('Account/ForgotPassword', { userName: 'resetme' });
    const tk = await resetTokenFor(s.db, 'resetme@example.com');
    const agent = s.agent();
    const res = await agent.request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: NEW_PASSWORD },
    });
    expect((await res.json()).Entity.resetPassword).toBe(false);
  });

  it('refuses a reused link', async () => {
    await s.agent().post('Account/ForgotPassword', { userName: 'pastdue' });
    const tk = await resetTokenFor(s.db, 'pastdue@example.com');
    const first = await s.agent().request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: NEW_PASSWORD },
    });
    expect(first.status).toBe(200);
    const hash = await passwordHash('pastdue');
    const again = s.agent();
    const second = await again.request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: 'Another!Pass77' },
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'ResetPassword.LinkExpired',
    });
    expect(again.hasSession()).toBe(false);
    expect(await passwordHash('pastdue')).toBe(hash);
  });

  it('refuses an expired link (61 minutes later) and changes nothing', async () => {
    await s.agent().post('Account/ForgotPassword', { userName: 'bankowner' });
    const tk = await resetTokenFor(s.db, 'bankowner@example.com');
    const hash = await passwordHash('bankowner');
    s.clock.advance(61 * 60_000);
    const res = await s.agent().request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'ResetPassword.LinkExpired' });
    expect(await passwordHash('bankowner')).toBe(hash);
  });

  it('refuses an unknown or missing token', async () => {
    for (const path of [
      'User/ChangePasswordAndCreateSession?tk=forged',
      'User/ChangePasswordAndCreateSession',
    ]) {
      const res = await s.agent().request('POST', path, { body: { newPassword: NEW_PASSWORD } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ MessageKey: 'ResetPassword.LinkExpired' });
    }
  });

  it('applies the password policy (format, username) and keeps the link usable after a refusal', async () => {
    await s.agent().post('Account/ForgotPassword', { userName: 'marketowner' });
    const tk = await resetTokenFor(s.db, 'marketowner@example.com');
    const hash = await passwordHash('marketowner');
    const cases: [unknown, string][] = [
      [{ newPassword: 'short' }, 'Password.FormatError'],
      [{ newPassword: 'MarketOwner#1x' }, 'ChangePassword.ContainsUsername'],
      [{}, 'Validation.Required'],
      [{ newPassword: 42 }, 'Validation.Type'],
    ];
    for (const [body, key] of cases) {
      const res = await s.agent().request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    expect(await passwordHash('marketowner')).toBe(hash);
    const ok = await s.agent().request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
  });

  it('a cross-origin reset is refused', async () => {
    const res = await s.agent().request('POST', 'User/ChangePasswordAndCreateSession?tk=x', {
      body: { newPassword: NEW_PASSWORD },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
