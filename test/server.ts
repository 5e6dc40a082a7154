import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../server/app';
import { backgroundTasks } from '../server/http/background';
import { loadConfig, type Config } from '../server/config';
import type { Db } from '../server/db/db';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { outboxMailer } from '../server/mail/mailer';
import { DEMO_PASSWORD } from '../server/demo/accounts';
import { multipartBody } from './multipart';
import { LEAN_TEMPLATE, TEMPLATE } from './templates';
import { testClock } from './testClock';
import './provided';

/** What a test database holds: `tickets: false` leaves the demo's POS tickets out (a tenth of the size). */
export interface TestDbOptions {
  tickets?: boolean;
}

/** For a test file that reads no POS figures: the demo data without its tickets. */
export const WITHOUT_TICKETS: TestDbOptions = { tickets: false };

/**
 * A fresh copy of the seeded test database: PGlite from the run's dump, or a clone of the PostgreSQL
 * template; without the POS tickets for a test file that reads no figures (it loads in a fraction
 * of the time).
 */
export async function openTestDb({ tickets = true }: TestDbOptions = {}): Promise<Db> {
  if (inject('dbKind') === 'pglite') {
    const dump = readFileSync(inject(tickets ? 'pgliteDump' : 'pgliteLeanDump'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const clone = await clonePostgresTemplate(tickets ? TEMPLATE : LEAN_TEMPLATE);
  const db = await openPostgres(clone.url, 4);
  return {
    ...db,
    async close() {
      await db.close();
      await clone.drop();
    },
  };
}

/** A new PostgreSQL database cloned from the seeded template: its URL, and how to drop it. */
async function clonePostgresTemplate(
  template = TEMPLATE,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * Several server processes on one PostgreSQL database, as behind a load balancer: each its own app
 * and its own connection pool (nothing shared in memory but the test clock). PostgreSQL only: PGlite
 * is one process's embedded database.
 */
export async function startTestServersOnPostgres(count: number, env: Record<string, string> = {}) {
  if (inject('dbKind') !== 'postgres') throw new Error('several servers share a database on PostgreSQL only');
  const clone = await clonePostgresTemplate();
  const clock = testClock();
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i++) {
    const db = await openPostgres(clone.url, 2);
    servers.push(testServerOver(db, clock, testConfig(env), () => db.close()));
  }
  return {
    servers,
    clock,
    async close() {
      for (const server of servers) await server.close();
      await clone.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The environment of every test server (the built portal of the fixtures). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DIST_DIR: 'test/fixtures/portal-build', ...env });
}

/**
 * The real Hono app in-process over a seeded database, a movable clock and the outbox mailer. Its
 * `fetch` answers once the work the app does after answering (recovery e-mails) has ended too, so
 * that a test sees the outbox as a user would a moment later; `hono` is the app itself.
 */
export async function startTestServer(env: Record<string, string> = {}, dbOptions: TestDbOptions = {}) {
  const db = await openTestDb(dbOptions);
  return testServerOver(db, testClock(), testConfig(env), () => db.close());
}

/** A test server (see startTestServer) over a database already open; `close` closes what it must. */
export function testServerOver(
  db: Db,
  clock: ReturnType<typeof testClock>,
  config: Config,
  close: () => Promise<void>,
) {
  const mailer = outboxMailer(db, clock);
  const background = backgroundTasks();
  const hono = createApp({ db, clock, mailer, config, background });
  const app = {
    async fetch(req: Request, env?: unknown): Promise<Response> {
      const res = await hono.fetch(req, env);
      await background.settled();
      return res;
    },
  };
  const origin = 'http://localhost:8080';
  const agent = (host = 'localhost:8080') => new Agent((req) => app.fetch(req), host, config.basePath);
  return {
    app,
    hono,
    background,
    db,
    clock,
    config,
    origin,
    agent,
    /**
     * An agent logged on as `username` (with its csrf token); the log-on must succeed. `merchant`: the
     * merchant a Silver user picks first; `store`: the store it then works on (SaveStoreContext).
     */
    async signedIn(username: string, pick: { merchant?: number; store?: number } = {}) {
      const signed = agent();
      const result = await signed.login(username);
      if (!result.success) throw new Error(`log-on of ${username} failed: ${result.errorCode}`);
      const save = async (path: string, body: unknown) => {
        const res = await signed.post(path, body);
        if (res.status !== 200) throw new Error(`${username}: ${path} answered ${res.status}`);
      };
      if (pick.merchant !== undefined)
        await save('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: pick.merchant });
      if (pick.store !== undefined) await save(`Account/SaveStoreContext?StoreId=${pick.store}`, {});
      return signed;
    },
    close,
  };
}

/** Cookies as a browser keeps them for one site: set by answers, sent with requests. */
export class CookieJar {
  private cookies = new Map<string, string>();

  header(): string | null {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : null;
  }

  store(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, value] = pair.split('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

/**
 * A fetch that sends requests to the in-process app, as a browser on `origin` would (cookie jar,
 * Host header): what the portal's http client uses in component tests (setFetch).
 */
export function inProcessFetch(
  fetcher: (req: Request) => Response | Promise<Response>,
  origin = 'http://localhost:8080',
  jar = new CookieJar(),
): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input.toString() : input.url,
      origin,
    );
    const headers = new Headers(init?.headers);
    headers.set('host', url.host);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    let body = init?.body;
    if (body instanceof FormData) {
      const written = await multipartBody(body);
      body = written.body;
      headers.set('content-type', written.type);
    }
    const res = await fetcher(new Request(url, { ...init, headers, body }));
    jar.store(res);
    return res;
  };
}

/** A browser-like client: keeps the session cookie and sends the csrf header once it has the token. */
export class Agent {
  private jar = new CookieJar();
  private fetch: typeof fetch;
  csrf: string | null = null;

  constructor(
    fetcher: (req: Request) => Response | Promise<Response>,
    host: string,
    private base = '/',
  ) {
    this.fetch = inProcessFetch(fetcher, `http://${host}`, this.jar);
  }

  async request(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; raw?: string | FormData } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.csrf && !('requestverificationtoken' in headers)) headers.requestverificationtoken = this.csrf;
    let body: string | FormData | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    return this.fetch(`${this.base}${path.replace(/^\//, '')}`, { method, headers, body });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { body, headers });
  }

  /** Logs on and fetches the csrf token, as the portal does. */
  async login(username: string, password = DEMO_PASSWORD) {
    const res = await this.post('Account/LogOn', { username, password });
    const result = await res.json();
    if (result.success) {
      const token = await (await this.post('Account/GetCsrfToken')).json();
      this.csrf = token.Entity;
    }
    return result;
  }

  hasSession() {
    return this.jar.has('backroom_session');
  }
}
