import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HOSTED_PAYMENT_PATH } from '../../src/domain/billing';
import { LOGO_UPLOAD_MAX_BODY_BYTES } from '../../src/domain/companyLogo';
import { ITEM_IMPORT_MAX_BODY_BYTES } from '../../src/domain/itemBulk';
import { payCodePaths } from '../../src/domain/payCode';
import type { AppEnv } from './env';
import { fail } from './errors';
import { originOf } from './origins';
import { isHttps } from './proxy';

/** HSTS for a year on every subdomain, sent only on answers that went out over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer; the CSP allows no inline script. */
export function securityHeaders(legacyOrigin: string | null): MiddlewareHandler<AppEnv> {
  const frameSrc = ["'self'", legacyOrigin].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSrc}`,
    "frame-ancestors 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c)) h.set('Strict-Transport-Security', HSTS);
  };
}

/**
 * Unauthenticated state-changing calls (log on, forgot password...) carry no csrf token yet: refuse them
 * when the browser says they come from another site, or from an opaque origin (Origin: null, as a
 * sandboxed frame or a file: page sends). Their bodies must be JSON besides (see jsonBodiesOnly), which
 * a cross-site form cannot send without a CORS preflight that this server never grants.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (originOf(c) === 'cross') return fail(c, 403, 'Server.CrossOrigin');
    await next();
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths (under the base path) that accept multipart/form-data uploads: an upload endpoint adds its
 * path here, and only there does a multipart body pass. The company logo (issue 10).
 */
export const MULTIPART_PATHS: readonly string[] = ['Company/UpdateMerchantLogo'];

/**
 * Paths (under the base path) that accept application/x-www-form-urlencoded: the demo hosted payment
 * page, whose plain HTML form carries its single-use token (a cross-site form cannot know it) and
 * which refuses other sites' Origin; and the calls the specification sends form-encoded
 * (3-settings-and-employees.md §7: the pay codes' list), which still need the session's csrf header
 * (a cross-site form cannot send a header).
 */
export const FORM_PATHS: readonly string[] = [HOSTED_PAYMENT_PATH, payCodePaths.list];

function mediaTypeOf(header: string | undefined): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** Whether a request carries a body by its headers (a length above 0, or a chunked transfer). */
function hasBodyHeaders(c: Context<AppEnv>): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined;
}

/**
 * Every write that carries a body carries JSON: a Content-Type other than application/json is a 415
 * (text/plain and form encodings are what a cross-site form can send without a preflight). Writes
 * without a body (and without a Content-Type) pass. Multipart uploads pass only on MULTIPART_PATHS,
 * url-encoded forms only on FORM_PATHS.
 */
export function jsonBodiesOnly(
  basePath: string,
  multipartPaths = MULTIPART_PATHS,
  formPaths = FORM_PATHS,
): MiddlewareHandler<AppEnv> {
  const base = basePath.replace(/\/$/, '');
  const under = (paths: readonly string[]) => new Set(paths.map((p) => `${base}/${p.replace(/^\//, '')}`));
  const multipart = under(multipartPaths);
  const forms = under(formPaths);
  return async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const type = mediaTypeOf(c.req.header('content-type'));
      const path = new URL(c.req.url).pathname;
      const allowed =
        type === 'application/json' ||
        (type === 'multipart/form-data' && multipart.has(path)) ||
        (type === 'application/x-www-form-urlencoded' && forms.has(path)) ||
        (type === null && !hasBodyHeaders(c));
      if (!allowed) return fail(c, 415, 'Server.UnsupportedMediaType');
    }
    await next();
  };
}

/** Whether a request's body is declared JSON (readJson's check for bodies that arrive without length headers). */
export function declaresJson(c: Context): boolean {
  return mediaTypeOf(c.req.header('content-type')) === 'application/json';
}

/** Whether a request's body is declared url-encoded (allowed on FORM_PATHS only). */
export function declaresForm(c: Context): boolean {
  return mediaTypeOf(c.req.header('content-type')) === 'application/x-www-form-urlencoded';
}

/**
 * Paths (under the base path) whose JSON bodies may be larger than the app's limit, with theirs: an
 * item import of up to 10,000 rows (src/domain/itemBulk.ts). Every other path keeps the app's limit.
 */
export const LARGE_BODY_PATHS: Readonly<Record<string, number>> = {
  'Item/ImportItems': ITEM_IMPORT_MAX_BODY_BYTES,
  // a logo over its 5 MB reaches its rule (CompanyInfo.LogoFileSizeExceed), not the body limit
  'Company/UpdateMerchantLogo': LOGO_UPLOAD_MAX_BODY_BYTES,
};

/** The body limit of each request: its path's from LARGE_BODY_PATHS, or `maxSize`; over it, a 413. */
export function bodyLimits(
  basePath: string,
  maxSize: number,
  largePaths: Readonly<Record<string, number>> = LARGE_BODY_PATHS,
): MiddlewareHandler<AppEnv> {
  const onError = (c: Context) => fail(c, 413, 'Server.BodyTooLarge');
  const base = basePath.replace(/\/$/, '');
  const standard = bodyLimit({ maxSize, onError });
  const large = new Map(
    Object.entries(largePaths).map(([p, size]) => [`${base}/${p}`, bodyLimit({ maxSize: size, onError })]),
  );
  return (c, next) => (large.get(new URL(c.req.url).pathname) ?? standard)(c, next);
}
