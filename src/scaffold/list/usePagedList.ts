import useSWR from 'swr';
import type { PagedResult } from '../../domain/contract';
import { type ListParams, pagingBody } from './listParams';

/** The SWR key of a list page: [path, body] for a POST read, `path?query` for a GET one. */
function pageKey(path: string, body: Record<string, unknown>, method: 'POST' | 'GET') {
  if (method === 'POST') return [path, body] as const;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) query.set(k, String(v));
  return `${path}?${query}`;
}

/**
 * A server page of a list: the contract's paging body (pagingBody) plus the list's own filters,
 * read with SWR (the previous page stays on screen while the next one loads: keepPreviousData).
 * `path` null pauses. A few contract reads are GETs with the paging fields in the query.
 */
export function usePagedList<Row>(
  path: string | null,
  params: ListParams,
  filters: Record<string, unknown> = {},
  method: 'POST' | 'GET' = 'POST',
) {
  const body = { ...pagingBody(params), ...filters };
  const { data, error, isLoading, isValidating, mutate } = useSWR<PagedResult<Row>>(
    path ? pageKey(path, body, method) : null,
    { keepPreviousData: true },
  );
  return {
    rows: data?.ResultSet ?? [],
    /** -1 while unknown. */
    total: data?.TotalRowCount ?? -1,
    loading: isLoading || (isValidating && !error),
    error: (error as Error | undefined) ?? null,
    retry: () => void mutate(),
  };
}

export type PagedList<Row> = ReturnType<typeof usePagedList<Row>>;
