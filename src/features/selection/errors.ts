import { ApiRequestError } from '../../api/http';

/** The server's Message of a failed call, or the fallback text. */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.message) return err.message;
  return fallback;
}
