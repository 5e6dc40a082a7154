import type { ApiResult } from '../domain/contract';
import { http, type RequestOptions } from './http';

/**
 * The session's own calls while the portal runs (1-foundation.md §4 "Session"): keep-alive, extend
 * or renew, and the idle timeout's end. Apart from the account calls (api/account.ts): the login
 * page never makes them, so its start does not carry them.
 */
export const sessionApi = {
  keepAlive: () => http.post<ApiResult>('Account/KeepAlive', undefined, { silent: true }),
  /** The idle timeout ended the session: it ends on the server too, renewable with the password. */
  expireSession: (csrfToken: string) =>
    http.post<ApiResult>('Account/ExpireSession', undefined, { silent: true, csrfToken }),
  /** Extends a live session; with the password, renews one that has ended. */
  renewSession: (password: string | null, options?: RequestOptions) =>
    http.write<ApiResult>('Account/RenewSession', { password }, options),
};
