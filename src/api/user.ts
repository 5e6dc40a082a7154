import type { StoreListRow } from '../domain/accountContract';
import type { ApiResult, PagedResult } from '../domain/contract';
import type { LoginResult } from '../domain/login';
import { http } from './http';

export interface ChangePasswordBody {
  MembershipUserId: string;
  MembershipUserName: string;
  POSUserId: number | null;
  OldPassword: string;
  Password: string;
  ReenterPassword: string;
}

/** User calls (1-foundation.md §7). */
export const userApi = {
  changePassword: (body: ChangePasswordBody) =>
    http.post<ApiResult>('User/ChangePassword', body, { silent: true }),
  /** The e-mailed reset link: sets the password and signs in; answers the login result. */
  changePasswordAndCreateSession: (tk: string, newPassword: string) =>
    http.post<ApiResult<LoginResult>>(
      'User/ChangePasswordAndCreateSession',
      { newPassword },
      { silent: true, query: { tk } },
    ),
  assignedStores: (body: {
    PageRowCount: number;
    RequestedPageNum: number;
    SearchArg: string;
    SearchArg5: boolean;
  }) => http.post<PagedResult<StoreListRow>>('User/GetBackOfficeAssignedStoresForUser', body),
};
