import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

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
  };
}

/**
 * Unauthenticated state-changing calls (log on, forgot password...) carry no csrf token yet: refuse them
 * when the browser says they come from another origin.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      const host = c.req.header('host');
      let originHost = '';
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = '';
      }
      if (!host || originHost !== host) {
        return c.json(
          { IsSuccessful: false, Message: 'Cross-origin request refused.', MessageKey: 'Server.CrossOrigin' },
          403,
        );
      }
    }
    await next();
  };
}
