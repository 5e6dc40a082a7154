import { useSWRConfig } from 'swr';
import { useCacheTimes } from '../../api/cacheTimes';
import { useApiRead } from '../../api/read';
import { useScopeId } from '../../api/scope';
import type { PagedResult } from '../../domain/contract';
import { type ListParams, pagingBody } from '../../domain/listParams';
import { useOnline } from '../../offline/network';
import { type OfflineSearch, searchKeptPages } from './offlineSearch';

/** A GET read's path with the paging fields in its query (a few contract lists are GETs). */
function withQuery(path: string, body: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) query.set(k, String(v));
  return `${path}?${query}`;
}

/**
 * A server page of a list: the contract's paging body (pagingBody) plus the list's own filters,
 * read through the one read hook (keyed by user, merchant and store); the previous page stays on
 * screen while the next one loads (keepPreviousData). `path` null pauses. With `offline`, a search
 * the device has no answer for while offline looks through the list's kept pages (`keptSearch`).
 */
export function usePagedList<Row, Answer extends PageAnswer<Row> = PagedResult<Row>>(
  path: string | null,
  params: ListParams,
  filters: Record<string, unknown> = {},
  method: 'POST' | 'GET' = 'POST',
  offline?: OfflineSearch<Row>,
) {
  const body = { ...pagingBody(params), ...filters };
  const { data, error, isLoading, isValidating, mutate, fetchedAt, serialized } = useApiRead<Answer>(
    path && method === 'GET' ? withQuery(path, body) : path,
    method === 'POST' ? body : undefined,
    { keepPreviousData: true },
  );
  const online = useOnline();
  const { cache } = useSWRConfig();
  const scope = useScopeId();
  const times = useCacheTimes();
  const search = params.search.trim();
  const answered = serialized !== null && cache.get(serialized)?.data !== undefined;
  if (offline && !online && path && method === 'POST' && search !== '' && !answered) {
    const found = searchKeptPages(cache, { path, scope, body }, search, offline, times.fetchedAt);
    const start = (params.page - 1) * params.pageSize;
    return {
      rows: found.rows.slice(start, start + params.pageSize),
      total: found.rows.length,
      loading: false,
      error: null,
      retry: () => void mutate(),
      reload: (): Promise<unknown> => mutate(),
      fetchedAt: found.fetchedAt,
      answer: undefined,
      keptSearch: { kept: found.kept } as KeptSearchNote | null,
    };
  }
  return {
    rows: data?.ResultSet ?? [],
    /** -1 while unknown. */
    total: data?.TotalRowCount ?? -1,
    loading: isLoading || (isValidating && !error),
    error: (error as Error | undefined) ?? null,
    retry: () => void mutate(),
    /** Reads the page again; resolves once it is in (a dialog's record, read again after a stale save). */
    reload: (): Promise<unknown> => mutate(),
    /** When the page on screen was fetched (the offline notice's time). */
    fetchedAt,
    /** The whole answer on screen (a list whose answer carries more than its page: a summary). */
    answer: data,
    /** Offline, the rows shown are what a search found among the kept ones (the screen says so). */
    keptSearch: null as KeptSearchNote | null,
  };
}

/** What the screen says of an offline search: how many of the list's rows the device keeps. */
export interface KeptSearchNote {
  kept: number;
}

/** What a list's answer holds at least: its page and the total. */
export type PageAnswer<Row> = Pick<PagedResult<Row>, 'ResultSet' | 'TotalRowCount'>;

/**
 * A page of a list as a screen shows it; `answer` is the whole answer (typed by the screens that read
 * more of it than its page: PagedList<Row, Answer>).
 */
export type PagedList<Row, Answer = unknown> = Omit<
  ReturnType<typeof usePagedList<Row>>,
  'answer' | 'reload' | 'keptSearch'
> & {
  answer?: Answer;
  reload?: () => Promise<unknown>;
  keptSearch?: KeptSearchNote | null;
};

/**
 * The list as it is shown while what its rows are drawn with (a lookup read beside it: type names,
 * who is looking) has not come: still loading, without rows. The rows then appear once, whole,
 * instead of being drawn twice (the columns and their widths changing under the reader).
 */
export function pagedWhenReady<Row>(paged: PagedList<Row>, ready: boolean): PagedList<Row> {
  return ready ? paged : { ...paged, rows: [], total: -1, loading: true };
}
