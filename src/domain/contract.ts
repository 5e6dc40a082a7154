/** Response shapes of the API contract (1-foundation.md §7). */
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
