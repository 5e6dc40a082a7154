import type { PagedResult } from '../../src/domain/contract';
import type { Page } from '../db/paged';

/** A page of a list in the contract's shape (ResultSet, TotalRowCount, IsSuccessful). */
export function pagedAnswer<T>(page: Page<T>): PagedResult<T> {
  return { IsSuccessful: true, ResultSet: page.rows, TotalRowCount: page.total };
}
