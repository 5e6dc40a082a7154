import type { ApiResult } from '../domain/contract';
import type { LoginResult } from '../domain/login';
import { http, type RequestOptions } from './http';

export interface ChangePasswordBody {
  MembershipUserId: string;
  MembershipUserName: string;
  POSUserId: number | null;
  OldPassword: string;
  Password: string;
  ReenterPassword: string;
}

/** User/GetUsers: the merchant's users, a server page at a time (read with the list scaffolding's usePagedList). */
export const userPaths = { users: 'User/GetUsers' } as const;

/** User calls (1-foundation.md §7); writes answer status and body for the mutation hook. */
export const userApi = {
  changePassword: (body: ChangePasswordBody, options?: RequestOptions) =>
    http.write<ApiResult>('User/ChangePassword', body, options),
  /** The e-mailed reset link: sets the password and signs in; answers the login result. */
  changePasswordAndCreateSession: (arg: { tk: string; newPassword: string }, options?: RequestOptions) =>
    http.write<ApiResult<LoginResult>>(
      'User/ChangePasswordAndCreateSession',
      { newPassword: arg.newPassword },
      { ...options, query: { tk: arg.tk } },
    ),
};
