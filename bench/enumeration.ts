/**
 * Bench-only: does the time of an answer tell whether an account exists? Through the real app
 * in-process over a seeded in-memory PGlite, alternating requests for a known and an unknown name:
 *   - a log-on with a wrong password (`manager`, a different name each time for the unknown one),
 *   - forgot password and forgot username (the answer only: the e-mail goes out after it).
 * The order alternates each round. Prints one JSON line with the median milliseconds, and /proc/loadavg.
 *
 *   node_modules/.bin/tsx bench/enumeration.ts [ROUNDS]
 */
import { readFileSync } from 'node:fs';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/pglite';
import { backgroundTasks } from '../server/http/background';
import { outboxMailer } from '../server/mail/mailer';
import { prepareDatabase } from '../server/start';
import { median, round } from './stats';

async function main() {
  const rounds = Number(process.argv[2] ?? 20);
  const before = readFileSync('/proc/loadavg', 'utf8').trim();
  const db = await openPglite();
  await prepareDatabase(db, systemClock, { demoData: true });
  const config = loadConfig({ LOGIN_ATTEMPTS_PER_WINDOW: '1000000', DIST_DIR: 'test/fixtures/portal-build' });
  const background = backgroundTasks();
  const mailer = outboxMailer(db, systemClock);
  const app = createApp({ db, clock: systemClock, mailer, config, background });
  const timed = async (path: string, body: unknown) => {
    const t = performance.now();
    const res = await app.fetch(
      new Request(`http://localhost:8080/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    await res.text();
    return performance.now() - t;
  };
  const cases = {
    logOn: (known: boolean, i: number) =>
      timed('Account/LogOn', { username: known ? 'manager' : `nobody${i}`, password: 'Wrong#Password1' }),
    forgotPassword: (known: boolean, i: number) =>
      timed('Account/ForgotPassword', { userName: known ? 'manager' : `nobody${i}` }),
    forgotUsername: (known: boolean, i: number) =>
      timed('Account/SendUserNamesEmail', {
        emailAddress: known ? 'manager@example.com' : `nobody${i}@example.org`,
      }),
  };
  const result: Record<string, { knownMs: number; unknownMs: number }> = {};
  for (const [name, run] of Object.entries(cases)) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // the lockout would turn the known account's answers to L after 4: reset it between rounds
      await db.query('delete from login_failures');
      // which goes first alternates; the e-mails sent after the answers are awaited outside the timing
      const knownFirst = i % 2 === 0;
      for (const isKnown of knownFirst ? [true, false] : [false, true]) {
        (isKnown ? known : unknown).push(await run(isKnown, i));
        await background.settled();
      }
    }
    result[name] = { knownMs: round(median(known), 2), unknownMs: round(median(unknown), 2) };
  }
  await db.close();
  console.log(
    JSON.stringify({
      rounds,
      loadavgBefore: before,
      loadavgAfter: readFileSync('/proc/loadavg', 'utf8').trim(),
      ...result,
    }),
  );
}

void main();
