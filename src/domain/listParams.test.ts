import { describe, expect, it } from 'vitest';
import { initialParams, pagingBody, paramsFromQuery } from './listParams';

const defaults = { sort: { columnId: 'name', direction: 'asc' as const }, sortable: ['name', 'code'] };

describe('the list state (1-foundation §9: 25 rows a page, first page 1, total -1, ascending by name)', () => {
  it('maps to the contract paging body, the one mapper', () => {
    expect(pagingBody(initialParams(defaults))).toEqual({
      PageRowCount: 25,
      RequestedPageNum: 1,
      TotalRowCount: -1,
      SearchArg: '',
      SortColumn: 'name',
      SortDirection: 'asc',
    });
  });

  it('is read from the URL query (written by the portal: scaffold/list/useListState.test.ts)', () => {
    const p = paramsFromQuery(new URLSearchParams('page=3&size=50&sort=-code&q=down'), defaults);
    expect(p).toEqual({
      page: 3,
      pageSize: 50,
      search: 'down',
      sort: { columnId: 'code', direction: 'desc' },
    });
  });

  it('ignores what a URL may not ask: unknown sort columns, sizes outside the choices, nonsense pages', () => {
    const p = paramsFromQuery(new URLSearchParams('page=-2&size=7&sort=password'), defaults);
    expect(p).toEqual(initialParams(defaults));
    expect(paramsFromQuery(new URLSearchParams('page=0x10'), defaults).page).toBe(1);
  });
});
