import {
  PORTAL_DATA_PATH,
  type PageStartup,
  pageAnswersFresh,
  STARTUP_ANSWERS_ID,
  type StartupRead as DomainStartupRead,
  startupReadsOf,
} from '../domain/startupReads';
import { basePath, portalPathOf } from '../lib/basePath';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../domain/contract';
import { keepCsrfToken, keptCsrfToken, refreshCsrfToken } from './csrf';
import { deviceSessionEnding } from './deviceSession';
import type { KeyedBy } from './keys';
import { storedScopeText } from './scopeStorage';

/** A read the entry script starts (src/domain/startupReads.ts), with whose answer it is. */
interface StartupRead extends DomainStartupRead {
  /** Whose answer it is (api/keys.ts): the portal data is the user's, the rest the scope's. */
  keyedBy?: KeyedBy;
}

/** An answer the entry script asked for is taken within this time, or asked for again. */
const FRESH_FOR_MS = 30_000;

/**
 * The reads started: each with its request's answer, or the answer the page carried (`data`, taken
 * as it was parsed from the page: a Response is made of it only if the http client asks for it).
 */
const started = new Map<string, { read: StartupRead; answer: () => Promise<Response>; data?: unknown }>();
let startedAt = 0;
let startScope: string | null = null;
/** A start-up read was answered 401: the session has ended on the server. */
let refused = false;

function readKey(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body ?? null)}`;
}

/** The entry script's own request: no http client here, it loads with the portal after this. */
function request(send: typeof fetch, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body === undefined) return send(`${basePath()}${path}`, { credentials: 'same-origin', headers });
  Object.assign(headers, { 'content-type': 'application/json', [CSRF_HEADER]: token ?? '' });
  return send(`${basePath()}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(body),
  });
}

function startRead(send: typeof fetch, { path, body, keyedBy }: StartupRead, token: Promise<string | null>) {
  // a POST read carries the csrf token: the kept one, or the one asked for beside the portal data
  const answer =
    body === undefined ? request(send, path, body, null) : token.then((t) => request(send, path, body, t));
  // a failed request is reported by the hook that takes it, as any other call
  answer.catch(() => {});
  started.set(readKey(path, body), { read: { path, body, keyedBy }, answer: () => answer });
}

/**
 * Called by the entry script (src/main.tsx): on a portal page, asks at once for the portal data,
 * the feature flags and the landing screen's first reads, so they load beside the shell's chunks
 * instead of after them, each in its own request.
 */
export function startStartupReads(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  send: typeof fetch = (input, init) => fetch(input, init),
): void {
  const portalPath = portalPathOf(location.pathname);
  if (portalPath === null) return;
  // a session over by its own clock reads nothing: the portal's start shows the login page instead
  if (deviceSessionEnding() !== null) return;
  started.clear();
  refused = false;
  startedAt = Date.now();
  startScope = storedScopeText();
  const page = pageStartup();
  if (page) keepCsrfToken(page.csrfToken);
  // a tab with the session's cookie but no kept csrf token asks for it beside the portal data
  const kept = keptCsrfToken();
  const token = kept ? Promise.resolve(kept) : refreshCsrfToken(`${basePath()}${CSRF_TOKEN_PATH}`, send);
  const keyedBy = (path: string): KeyedBy | undefined => (path === PORTAL_DATA_PATH ? 'user' : undefined);
  // every answer the page carries (its screen's reads too: a report page's, reportStartupReads.ts)
  for (const { path, body, data } of page?.answers ?? []) {
    if (typeof path !== 'string') continue;
    const read: StartupRead = { path, body, keyedBy: keyedBy(path) };
    started.set(readKey(path, body), { read, answer: () => Promise.resolve(jsonResponse(data)), data });
  }
  // and what the URL decides that it does not carry (a page the service worker kept has none)
  for (const { path, body } of startupReadsOf(portalPath, new URLSearchParams(location.search))) {
    if (!started.has(readKey(path, body))) startRead(send, { path, body, keyedBy: keyedBy(path) }, token);
  }
}

/**
 * The start-up answers the server put in the page (server/routes/pageStartup.ts), taken once and
 * only as the page arrives (pageAnswersFresh): a page the service worker serves from its cache has
 * none, and its reads go out as requests.
 */
function pageStartup(): PageStartup | null {
  const element = document.getElementById(STARTUP_ANSWERS_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<PageStartup>;
    const wellFormed =
      typeof parsed.csrfToken === 'string' &&
      Array.isArray(parsed.answers) &&
      typeof parsed.issuedAt === 'number';
    return wellFormed && pageAnswersFresh(parsed.issuedAt as number, Date.now())
      ? (parsed as PageStartup)
      : null;
  } catch {
    return null;
  }
}

function jsonResponse(data: unknown): Response {
  return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * The answer the entry script asked for this read, once (the http client reads it instead of
 * fetching): only while fresh and while the cache scope is the one the page started with, so an
 * answer never lands under another store's key. Later fetches ask again.
 */
export function takeStartupRead(path: string, body: unknown): Promise<Response> | undefined {
  const key = readKey(path, body);
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return stillValid() ? entry.answer() : undefined;
}

/** Fresh, and the cache scope is still the one the page started with. */
function stillValid(): boolean {
  return Date.now() - startedAt <= FRESH_FOR_MS && storedScopeText() === startScope;
}

/** A started read, answered: what the portal's start puts in its cache before the first render. */
export interface StartupAnswer extends StartupRead {
  data: unknown;
}

/**
 * Waits for the reads the entry script started and takes those answered with JSON and a 2xx: the
 * portal's start puts them in its cache (api/startupAnswers.ts), so its first render has them, in
 * slices, instead of re-rendering as each arrives. The others stay for their hooks, whose http client
 * reports them as any call.
 */
export async function settleStartupReads(): Promise<StartupAnswer[]> {
  const answered = await Promise.all(
    [...started].map(async ([key, { read, answer, data: carried }]): Promise<StartupAnswer | null> => {
      if (carried !== undefined) {
        started.delete(key);
        return { ...read, data: carried };
      }
      const res = await answer().catch(() => null);
      if (res?.status === 401) refused = true;
      if (!res?.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
      const data: unknown = await res
        .clone()
        .json()
        .catch(() => undefined);
      if (data === undefined) return null;
      started.delete(key);
      return { ...read, data };
    }),
  );
  return stillValid() ? answered.filter((a): a is StartupAnswer => a !== null) : [];
}

/**
 * Whether a start-up read was answered 401 (the session ended on the server: another device logged
 * it off, a password change, an administrator): the portal's start forgets what this device kept
 * before its first render shows any of it.
 */
export function startupSessionRefused(): boolean {
  return refused;
}
