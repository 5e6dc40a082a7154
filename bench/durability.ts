/**
 * Bench-only: what PGLITE_FSYNC costs. For fsync on and off, a fresh PGlite DATA_DIR (migrated and
 * seeded), the real app in-process (no HTTP), then rounds of sequential requests:
 *   - log-ons of `owner` (scrypt, a new session row, the clean-ups of a log-on),
 *   - store-context saves of a signed-in session (one UPDATE of its session row each).
 * Rounds alternate between the two. Prints one JSON line: requests per second per round and their
 * medians, with the load average before and after.
 *
 *   node_modules/.bin/tsx bench/durability.ts [ROUNDS]
 */
import { readFileSync } from 'node:fs';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/pglite';
import { DEMO_PASSWORD } from '../server/demo/accounts';
import { outboxMailer } from '../server/mail/mailer';
import { prepareDatabase } from '../server/start';
import { removeDir, tempDir } from './serverProcess';
import { median, round } from './stats';

const LOGINS_PER_ROUND = 30;
const WRITES_PER_ROUND = 200;

function loadavg(): string {
  return readFileSync('/proc/loadavg', 'utf8').trim();
}

interface Subject {
  logins: number[];
  writes: number[];
  round(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh seeded DATA_DIR with fsync on or off, the app over it, and a signed-in session. */
async function subject(fsync: boolean): Promise<Subject> {
  const dir = tempDir('backroom-durability-');
  const db = await openPglite({ dataDir: dir, fsync });
  await prepareDatabase(db, systemClock, { demoData: true });
  const config = loadConfig({ LOGIN_ATTEMPTS_PER_WINDOW: '1000000', DIST_DIR: 'test/fixtures/portal-build' });
  const app = createApp({ db, clock: systemClock, mailer: outboxMailer(db, systemClock), config });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`http://localhost:8080/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const logOn = () => post('Account/LogOn', { username: 'owner', password: DEMO_PASSWORD });
  const signedIn = await logOn();
  const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0];
  const csrf = (await (await post('Account/GetCsrfToken', {}, { cookie })).json()).Entity as string;
  const session = { cookie, requestverificationtoken: csrf };
  const logins: number[] = [];
  const writes: number[] = [];
  return {
    logins,
    writes,
    async round() {
      let t = performance.now();
      for (let i = 0; i < LOGINS_PER_ROUND; i++) {
        if (!(await (await logOn()).json()).success) throw new Error('log-on failed');
      }
      logins.push(round1(LOGINS_PER_ROUND / ((performance.now() - t) / 1000)));
      t = performance.now();
      for (let i = 0; i < WRITES_PER_ROUND; i++) {
        const res = await post(`Account/SaveStoreContext?StoreId=${i % 2 ? 2001 : 2002}`, {}, session);
        if (res.status !== 200) throw new Error(`write failed: ${res.status}`);
      }
      writes.push(round1(WRITES_PER_ROUND / ((performance.now() - t) / 1000)));
    },
    async close() {
      await db.close();
      removeDir(dir);
    },
  };
}

function round1(value: number): number {
  return round(value, 1);
}

async function main() {
  const rounds = Number(process.argv[2] ?? 5);
  const before = loadavg();
  const on = await subject(true);
  const off = await subject(false);
  try {
    // rounds alternate between the two, so that the load of the machine touches both alike
    for (let i = 0; i < rounds; i++) {
      await on.round();
      await off.round();
    }
  } finally {
    await on.close();
    await off.close();
  }
  const figures = (s: Subject) => ({
    logins: s.logins,
    loginsMedian: median(s.logins),
    writes: s.writes,
    writesMedian: median(s.writes),
  });
  const result = {
    loadavgBefore: before,
    loadavgAfter: loadavg(),
    unit: 'requests per second, sequential, in-process',
    fsyncOn: figures(on),
    fsyncOff: figures(off),
  };
  console.log(JSON.stringify(result));
}

void main();
