import type { Queryable, Row } from './db';

/** A page of a list and the number of rows of the whole filtered list. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PagedQuery<S extends string> {
  /** The select list (`s.store_id, s.name, …`). */
  select: string;
  /** FROM and its joins. */
  from: string;
  /** The filter, with $1… placeholders for `params` (scoping first: merchant, store, user). */
  where: string;
  params: unknown[];
  /** The allow-list: the sort keys the request may name → their SQL expression. */
  sortable: Record<S, string>;
  /** The id expression, the tie-breaker that makes every order total (no row on two pages). */
  id: string;
}

export interface PageRequest<S extends string> {
  PageRowCount: number;
  RequestedPageNum: number;
  /** A key of the allow-list (validated by the domain's pagedListSchema), or null for the default. */
  SortColumn?: S | null;
  SortDirection?: 'asc' | 'desc';
}

/** The order of a list whose request names no sort: a key of the allow-list, ascending unless said. */
export type DefaultSort<S extends string> = S | { column: S; direction: 'asc' | 'desc' };

/**
 * One page of a list and its total, in two queries: ORDER BY the requested sort (only ever an
 * expression of the allow-list, never the request's text) and then the id, LIMIT and OFFSET of the
 * requested page (an absurd page number just gives an empty page). Without a SortColumn the list
 * has its default order (e.g. newest first).
 */
export async function pagedQuery<T extends Row, S extends string>(
  db: Queryable,
  q: PagedQuery<S>,
  page: PageRequest<S>,
  defaultSort: DefaultSort<S>,
): Promise<Page<T>> {
  const fallback = typeof defaultSort === 'string' ? { column: defaultSort, direction: 'asc' } : defaultSort;
  // Own keys only: `in` would let a request's `toString` or `__proto__` reach the SQL.
  const named = page.SortColumn && Object.hasOwn(q.sortable, page.SortColumn) ? page.SortColumn : null;
  const column = named ?? fallback.column;
  const direction = (named ? page.SortDirection : fallback.direction) === 'desc' ? 'desc' : 'asc';
  const offset = Math.min((page.RequestedPageNum - 1) * page.PageRowCount, Number.MAX_SAFE_INTEGER);
  const n = q.params.length;
  const [rows, count] = await Promise.all([
    db.query<T>(
      `select ${q.select} from ${q.from} where ${q.where}
       order by ${q.sortable[column]} ${direction}, ${q.id} ${direction} limit $${n + 1} offset $${n + 2}`,
      [...q.params, page.PageRowCount, offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${q.from} where ${q.where}`, q.params),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}
