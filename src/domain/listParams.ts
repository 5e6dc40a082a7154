import type { PagingBody } from './contract';

/** The contract's paging (1-foundation §9): 25 rows a page, the first page is 1, a total not known yet is -1. */
export const DEFAULT_PAGE_SIZE = 25;
export const FIRST_PAGE = 1;
export const UNKNOWN_TOTAL = -1;

/**
 * A list's sort: the column and the direction (the data grid's sort has this shape). The list's
 * state lives here, in the domain, because the server reads it too: a list screen's first page is
 * asked for by the page itself (startupReads.ts), from the URL alone.
 */
export interface ListSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

/** The state of a server-paged list: page, size, sort and the applied search. */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  sort: ListSort | undefined;
}

export interface ListDefaults {
  pageSize?: number;
  /** The default sort (1-foundation.md §9: tables default to ascending by name). */
  sort?: ListSort;
  /** The columns the server may sort by; a sort of another column is ignored. */
  sortable?: readonly string[];
  /** The page sizes offered (a size in the URL outside them falls back to the default). */
  pageSizes?: readonly number[];
}

export const PAGE_SIZES = [25, 50, 100] as const;

export function initialParams(defaults: ListDefaults): ListParams {
  return {
    page: FIRST_PAGE,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    search: '',
    sort: defaults.sort,
  };
}

/**
 * The one mapper from a list's state to the contract's paging body (1-foundation.md §3,
 * 2-menu-and-reports.md §3): PageRowCount, RequestedPageNum, TotalRowCount -1, SearchArg,
 * SortColumn, SortDirection.
 */
export function pagingBody(p: ListParams): PagingBody {
  return {
    PageRowCount: p.pageSize,
    RequestedPageNum: p.page,
    TotalRowCount: UNKNOWN_TOTAL,
    SearchArg: p.search,
    ...(p.sort ? { SortColumn: p.sort.columnId, SortDirection: p.sort.direction } : {}),
  };
}

const positive = (v: string | null) => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The list's state read from a URL query (`page`, `size`, `sort=name` or `sort=-name`, `q`). */
export function paramsFromQuery(query: URLSearchParams, defaults: ListDefaults): ListParams {
  const base = initialParams(defaults);
  const sizes = defaults.pageSizes ?? PAGE_SIZES;
  const size = positive(query.get('size'));
  const sortText = query.get('sort');
  const column = sortText?.replace(/^-/, '');
  const sort =
    column && (defaults.sortable ?? []).includes(column)
      ? { columnId: column, direction: sortText?.startsWith('-') ? ('desc' as const) : ('asc' as const) }
      : base.sort;
  return {
    page: positive(query.get('page')) ?? base.page,
    pageSize: size && sizes.includes(size) ? size : base.pageSize,
    search: (query.get('q') ?? '').slice(0, 100),
    sort,
  };
}
