/**
 * The csrf token (1-foundation.md §9): kept in local storage at log-on, sent with every write. A tab
 * that has the session's cookie but not the token asks the server for it: the entry script at once
 * on a portal page (src/api/startupReads.ts), the http client when a write is refused. Small
 * and free of the http client, so the entry script can use it.
 */
export const CSRF_STORAGE_KEY = 'csrfToken';

export function keptCsrfToken(): string | null {
  try {
    return localStorage.getItem(CSRF_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the session's token (at log-on, after a renewal, or fetched for a tab that lacked it). */
export function keepCsrfToken(token: string) {
  try {
    localStorage.setItem(CSRF_STORAGE_KEY, token);
  } catch {
    // storage refused (private mode, quota): the next write asks for the token again
  }
}

/** One request for the session's token at a time. */
let inFlight: Promise<string | null> | null = null;

/** The request for the token under way, if any: a write waits for it rather than be refused. */
export function csrfTokenOnTheWay(): Promise<string | null> | null {
  return inFlight;
}

/** Asks the server for the session's token and keeps it; null without a session (or offline). */
export function refreshCsrfToken(url: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  inFlight ??= fetchImpl(url, {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then(async (res) => {
      const token = res.ok ? ((await res.json()) as { Entity?: unknown }).Entity : null;
      if (typeof token !== 'string' || !token) return null;
      keepCsrfToken(token);
      return token;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
