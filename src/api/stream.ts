import { CSRF_HEADER } from '../domain/contract';
import { keptCsrfToken } from './csrf';
import { apiUrl, currentFetch, errorOf, reach, type RequestOptions, reportApiError } from './http';

/**
 * A GET whose answer is read as a stream (an export of many rows, src/scaffold/export): the
 * Response once the server answered 2xx, its body unread, for the caller to read piece by piece.
 * Under the base path with the csrf header; no network and refusals reject as `send` does. Apart
 * from the http client: the portal's exports alone use it, not the login page.
 */
export async function openStream(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'silent'> = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/x-ndjson, application/json' };
  const token = keptCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  const res = await reach(
    currentFetch()(apiUrl(path, options.query), {
      method: 'GET',
      headers,
      credentials: 'same-origin',
      signal: options.signal,
    }),
    options.silent,
  );
  if (res.ok) return res;
  const error = await errorOf(res);
  reportApiError(error, options.silent);
  throw error;
}
