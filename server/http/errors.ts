import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import messages from '../../i18n/en-US.json';

const catalogue: Record<string, string> = messages;

/** The catalogue's text for a key (the server answers in en-US), or the key itself. */
export function textOf(key: string): string {
  return catalogue[key] ?? key;
}

/** The catalogue's text with {name} placeholders filled in (e-mails and other server texts). */
export function textWith(key: string, values: Record<string, string | number>): string {
  return textOf(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** An error the handlers throw to answer in the contract's shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  key: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ IsSuccessful: false, Message: textOf(key), MessageKey: key, ...extra }, status);
}

export const Errors = {
  badRequest: (key = 'Server.BadRequest') => new ApiError(400, key),
  unauthorized: () => new ApiError(401, 'Server.SessionRequired'),
  csrf: () => new ApiError(403, 'Server.CsrfInvalid'),
  forbidden: (key = 'Server.Forbidden') => new ApiError(403, key),
  notFound: (key = 'Server.NotFound') => new ApiError(404, key),
  conflict: (key = 'Server.ConcurrencyConflict') => new ApiError(409, key),
  tooMany: () => new ApiError(429, 'Server.TooManyRequests'),
};
