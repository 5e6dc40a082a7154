import type { Context } from 'hono';
import type { AppEnv } from './env';
import { addressedOrigin } from './proxy';

/** The Origin header as an origin, or null when absent, "null" or malformed. */
function originHeader(c: Context<AppEnv>): string | null {
  const value = c.req.header('origin');
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin e-mailed links are built on: the origin the browser is on (its Origin header, else the
 * origin the request was addressed to) when it is one of PUBLIC_ORIGIN's, otherwise the first of them.
 * Never a Host or X-Forwarded-Host that is not in the list: a forged header cannot send a reset link
 * to another site.
 */
export function linkOrigin(c: Context<AppEnv>): string {
  const allowed = c.var.deps.config.publicOrigins;
  const asked = originHeader(c) ?? addressedOrigin(c);
  return allowed.includes(asked) ? asked : allowed[0];
}

export type OriginVerdict = 'absent' | 'same' | 'cross';

/**
 * Whether the browser says the request comes from our own site: an Origin in PUBLIC_ORIGIN's list, or
 * on the host the request was addressed to. "null" (sandboxed frames, file: pages, some redirects)
 * and a malformed Origin count as another site. No Origin at all: not a browser's cross-site call.
 */
export function originOf(c: Context<AppEnv>): OriginVerdict {
  const raw = c.req.header('origin');
  if (raw === undefined) return 'absent';
  const origin = originHeader(c);
  if (origin === null) return 'cross';
  if (c.var.deps.config.publicOrigins.includes(origin)) return 'same';
  const host = new URL(origin).host;
  if (host === c.req.header('host')) return 'same';
  return host === new URL(addressedOrigin(c)).host ? 'same' : 'cross';
}
