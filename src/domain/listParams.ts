import type { PagingBody } from './contract';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, UNKNOWN_TOTAL } from './enums';

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

/** The URL query of a list's state: only what differs from the defaults. */
export function queryFromParams(p: ListParams, defaults: ListDefaults): Record<string, string> {
  const base = initialParams(defaults);
  const out: Record<string, string> = {};
  if (p.page !== base.page) out.page = String(p.page);
  if (p.pageSize !== base.pageSize) out.size = String(p.pageSize);
  if (p.search) out.q = p.search;
  const sameSort = p.sort?.columnId === base.sort?.columnId && p.sort?.direction === base.sort?.direction;
  if (!sameSort) out.sort = p.sort ? `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.columnId}` : '';
  return out;
}
