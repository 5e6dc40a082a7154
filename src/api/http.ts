import { basePath } from '../lib/basePath';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../domain/contract';
import { csrfTokenOnTheWay, keptCsrfToken, refreshCsrfToken } from './csrf';
import { takeStartupRead } from './startupReads';

export { CSRF_STORAGE_KEY } from './csrf';

/** A rejected call: HTTP status (0 when the network failed), the server's Message and its key. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly key: string | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isOffline() {
    return this.status === 0;
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  form?: FormData;
  signal?: AbortSignal;
  /** Rejections that must not reach the global error toast (site provisioning calls). */
  silent?: boolean;
  /** An answer asked for earlier (a read the entry script started): read instead of fetching. */
  response?: Promise<Response>;
  /** The csrf token to send instead of the kept one (a session's renewal after its end cleared it). */
  csrfToken?: string;
  /** Set by `send` itself: this call is the one retry after the csrf token was refused. */
  csrfRetried?: boolean;
}

type ErrorListener = (error: ApiRequestError) => void;
const listeners = new Set<ErrorListener>();

/** The one global handler subscribes here; 404s and silent calls are not announced. */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type NetworkListener = (reached: boolean) => void;
const networkListeners = new Set<NetworkListener>();

/** Told after every call whether the server was reached (any answer) or not (no network). */
export function onNetworkOutcome(listener: NetworkListener): () => void {
  networkListeners.add(listener);
  return () => networkListeners.delete(listener);
}

function tellNetwork(reached: boolean) {
  for (const l of networkListeners) l(reached);
}

let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/** The fetch calls go through (api/stream.ts asks for it). */
export function currentFetch(): typeof fetch {
  return fetchImpl;
}

/** Tests route requests to the in-process server; the portal uses the browser's fetch. */
export function setFetch(impl: typeof fetch) {
  fetchImpl = impl;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${basePath()}${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The csrf refused by the server (1-foundation.md §9): the header's token is not the session's. */
const CSRF_REFUSED = 'Server.CsrfInvalid';

export async function errorOf(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  try {
    const json = JSON.parse(text);
    if (json && typeof json === 'object') {
      const message =
        typeof json.Message === 'string' && json.Message ? json.Message : `${res.status} ${res.statusText}`;
      return new ApiRequestError(res.status, message, json.MessageKey ?? null, json);
    }
  } catch {
    // a text body: a 500 answers with its text (1-foundation.md §8)
  }
  return new ApiRequestError(res.status, text.trim() || `${res.status} ${res.statusText}`, null, text);
}

/** Tells the global handler about a rejected call (not a 404, not a silent one). */
export function reportApiError(error: ApiRequestError, silent?: boolean) {
  if (silent || error.status === 404) return;
  for (const l of listeners) l(error);
}

/** An answer of a call: its HTTP status and body (a write's success rule needs both). */
export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * One call of the API under the base path, with the csrf header and the contract's error shapes:
 * a 2xx answers its status and body; anything else, or no network, rejects with ApiRequestError.
 */
export async function send<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') await csrfTokenOnTheWay();
  const token = options.csrfToken ?? keptCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await reach(
    options.response ??
      fetchImpl(apiUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      }),
    options.silent,
  );
  if (!res.ok) {
    const error = await errorOf(res);
    // a refused csrf token: fetch the session's once and send the call again
    // (an answer asked for earlier carried the token kept then: sent again with the fresh one)
    if (error.key === CSRF_REFUSED && !options.csrfRetried && !options.csrfToken) {
      const fresh = await refreshCsrfToken(apiUrl(CSRF_TOKEN_PATH), fetchImpl);
      if (fresh && (fresh !== token || options.response))
        return send<T>(method, path, { ...options, response: undefined, csrfRetried: true });
    }
    reportApiError(error, options.silent);
    throw error;
  }
  const type = res.headers.get('content-type') ?? '';
  const answer = (type.includes('json') ? await res.json() : await res.text()) as T;
  return { status: res.status, body: answer };
}

/** The answer of a call on its way; no network rejects with ApiRequestError (status 0, Http.Offline). */
export async function reach(answer: Promise<Response>, silent?: boolean): Promise<Response> {
  let res: Response;
  try {
    res = await answer;
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    tellNetwork(false);
    const offline = new ApiRequestError(0, (err as Error)?.message ?? 'Network error', 'Http.Offline');
    reportApiError(offline, silent);
    throw offline;
  }
  tellNetwork(true);
  return res;
}

/** A call's body (reads, and writes whose answer the caller judges itself). */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(method, path, options)).body;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A POST write: its status and body, judged by the mutation hook's success rule (api/mutation.ts). */
  write: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('POST', path, { ...options, body }),
};

/**
 * SWR's fetcher: the key is [path, body, scope] (api/keys.ts); no body is a GET. A read the entry
 * script started for this page (api/startupReads.ts) is read instead of asked again.
 */
export function swrFetcher<T>(key: readonly [string, unknown, string?], silent?: boolean): Promise<T> {
  const [path, body] = key;
  const response = takeStartupRead(path, body);
  const options = { response: response ?? undefined, silent };
  return body === undefined ? http.get<T>(path, options) : http.post<T>(path, body, options);
}

/** The fetcher of a read whose screen shows its failure itself: the global handler stays quiet. */
export function silentSwrFetcher<T>(key: readonly [string, unknown, string?]): Promise<T> {
  return swrFetcher<T>(key, true);
}
