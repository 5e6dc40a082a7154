/** Response shapes of the API contract (1-foundation.md §7). */

/** Where the session's csrf token is asked for (POST), by the portal and by the server's own pages. */
export const CSRF_TOKEN_PATH = 'Account/GetCsrfToken';
/** The header every write carries the csrf token in: the portal sends it, the server checks it. */
export const CSRF_HEADER = 'requestverificationtoken';

export interface ApiResult<T = unknown> {
  IsSuccessful: boolean;
  Message?: string | null;
  /** The catalogue key of Message, when the server's message comes from a rule of src/domain. */
  MessageKey?: string | null;
  Entity?: T;
}

export interface PagedResult<T> extends ApiResult {
  ResultSet: T[];
  TotalRowCount: number;
}

export function ok<T>(entity?: T): ApiResult<T> {
  return entity === undefined ? { IsSuccessful: true } : { IsSuccessful: true, Entity: entity };
}

/**
 * The contract's success rule for writes (1-foundation.md §7): HTTP 200 and `IsSuccessful` not
 * false. The one place the rule lives: the portal's mutation hook and the server tests use it.
 */
export function isSuccessfulAnswer(status: number, body: unknown): boolean {
  if (status !== 200) return false;
  return !(typeof body === 'object' && body !== null && (body as ApiResult).IsSuccessful === false);
}

/** The sort of a server-paged list: a column of the list's allow-list and a direction. */
export type SortDirection = 'asc' | 'desc';

/** The paging body of every server-paged list (1-foundation.md §3, 2-menu-and-reports.md §3). */
export interface PagingBody {
  PageRowCount: number;
  RequestedPageNum: number;
  TotalRowCount: number;
  SearchArg: string;
  SortColumn?: string;
  SortDirection?: SortDirection;
}
