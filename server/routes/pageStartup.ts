import { pageOnlyStartupReadsOf } from '../../src/domain/pageOnlyStartupReads';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PortalData } from '../../src/domain/portalData';
import {
  type PageStartup,
  PORTAL_DATA_PATH,
  STARTUP_ANSWERS_ID,
  type StartupRead,
  startupReadsOf,
} from '../../src/domain/startupReads';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../../src/domain/contract';
import type { AppEnv } from '../http/env';
import { SESSION_COOKIE } from '../http/cookies';

/**
 * The answers a portal page starts from, written into the page: the session's csrf token and what
 * the page reads before its first render (src/domain/startupReads.ts), so a first visit paints its
 * figures without waiting for a chain of requests. Each answer is asked of the server itself, as
 * the browser would ask it (the same session, role and route checks, the same answer); a read it
 * refuses is left out and the page's script asks for it again and reports it as any call.
 * Null without a session cookie or when the session is refused.
 */
export async function pageStartup(c: Context<AppEnv>, portalPath: string): Promise<PageStartup | null> {
  const cookie = c.req.header('cookie');
  if (!cookie || getCookie(c, SESSION_COOKIE) === undefined) return null;
  const ask = (path: string, init: RequestInit = {}) =>
    c.var.deps.ownRequest(
      new Request(new URL(`${c.var.deps.config.basePath}${path}`, c.req.url), {
        ...init,
        headers: { cookie, accept: 'application/json', host: c.req.header('host') ?? '', ...init.headers },
      }),
    );
  // the reads without a body at once; those with one (POST reads) once the csrf token is here
  const token = ask(CSRF_TOKEN_PATH, { method: 'POST' }).then(async (res) => entityOf(await jsonOf(res)));
  const query = new URL(c.req.url).searchParams;
  const answerOf = async (read: StartupRead) => {
    let res: Response;
    if (read.body === undefined) res = await ask(read.path);
    else {
      const csrf = await token;
      if (typeof csrf !== 'string') return null;
      res = await ask(read.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrf },
        body: JSON.stringify(read.body),
      });
    }
    const data = await jsonOf(res);
    return data === undefined ? null : { ...read, data };
  };
  const firstReads = startupReadsOf(portalPath, query);
  const reads = firstReads.map(answerOf);
  // the page-only reads once the portal data says the stores' time zones: a report's "today" is
  // theirs, on the business clock (deps.clock), as the screen counts it on the browser's
  const portalData = reads[firstReads.findIndex((r) => r.path === PORTAL_DATA_PATH)];
  const pageOnly = portalData.then((answer) => {
    const zones = (answer?.data as PortalData | undefined)?.storeTimeZones ?? [];
    const clock = { zones, now: c.var.deps.clock.now() };
    return Promise.all(pageOnlyStartupReadsOf(portalPath, query, clock).map(answerOf));
  });
  const answers = [...(await Promise.all(reads)), ...(await pageOnly)];
  const csrfToken = await token;
  if (typeof csrfToken !== 'string') return null;
  // the wall clock, not the business clock (deps.clock, fixed in tests): the browser compares it with its own
  return { csrfToken, answers: answers.filter((a) => a !== null), issuedAt: Date.now() };
}

/** A 2xx JSON answer's body, or undefined. */
async function jsonOf(res: Response): Promise<unknown> {
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return undefined;
  return res.json().catch(() => undefined);
}

function entityOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'Entity' in body ? body.Entity : undefined;
}

/**
 * The page's start-up answers as a JSON script element (never run): every character that could end
 * the element or open markup is escaped, so no answer's text can break out of it.
 */
export function startupElement(startup: PageStartup): string {
  const json = JSON.stringify(startup).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${STARTUP_ANSWERS_ID}">${json}</script>`;
}
