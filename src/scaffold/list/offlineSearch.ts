import type { Cache } from 'swr';
import type { PageAnswer } from './usePagedList';

/** How a list searches the rows kept on the device while offline: the server's rule, and a row's id. */
export interface OfflineSearch<Row> {
  /** Whether a row matches the search text as the server's search would (its domain rule). */
  matches: (row: Row, search: string) => boolean;
  rowId: (row: Row) => string | number;
}

/** What an offline search found among the kept pages: the rows, and when the oldest page was read. */
export interface KeptSearch<Row> {
  rows: Row[];
  /** How many rows of the list are kept on the device (the search looked through them). */
  kept: number;
  fetchedAt: number | null;
}

/** The paging fields a kept page differs by; the list's other fields (its filters) must be the same. */
const PAGING = new Set([
  'PageRowCount',
  'RequestedPageNum',
  'TotalRowCount',
  'SearchArg',
  'SortColumn',
  'SortDirection',
]);

function sameFilters(kept: unknown, body: Record<string, unknown>): boolean {
  if (!kept || typeof kept !== 'object') return false;
  const keys = new Set([...Object.keys(kept), ...Object.keys(body)].filter((k) => !PAGING.has(k)));
  return [...keys].every(
    (k) => JSON.stringify((kept as Record<string, unknown>)[k]) === JSON.stringify(body[k]),
  );
}

/**
 * Offline, a list's search looks through the pages of it kept on the device (in this scope, with the
 * same filters: any page, any earlier search) and keeps the rows that match, each once, in the order
 * they were kept. The server is the one to ask online; this is what a user can still find without it.
 */
export function searchKeptPages<Row>(
  cache: Cache,
  where: { path: string; scope: string; body: Record<string, unknown> },
  search: string,
  offline: OfflineSearch<Row>,
  fetchedAtOf: (cacheKey: string) => number | null,
): KeptSearch<Row> {
  const seen = new Map<string | number, Row>();
  let oldest: number | null = null;
  for (const key of cache.keys()) {
    const state = cache.get(key) as { data?: PageAnswer<Row>; _k?: unknown } | undefined;
    const original = state?._k;
    if (!Array.isArray(original) || original[0] !== where.path || original[2] !== where.scope) continue;
    if (!sameFilters(original[1], where.body) || !Array.isArray(state?.data?.ResultSet)) continue;
    for (const row of state.data.ResultSet)
      if (!seen.has(offline.rowId(row))) seen.set(offline.rowId(row), row);
    const at = fetchedAtOf(key);
    if (at !== null && (oldest === null || at < oldest)) oldest = at;
  }
  const rows = [...seen.values()].filter((row) => offline.matches(row, search));
  return { rows, kept: seen.size, fetchedAt: oldest };
}
