import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DataGridSort } from '../../../design-system';
import { initialParams, type ListDefaults, type ListParams, paramsFromQuery } from '../../domain/listParams';

/** The search waits this long after the last key stroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The URL query of a list's state: only what differs from the defaults (paramsFromQuery, in the
 * domain, reads it back; the page's start-up reads read it there too, this writing is the portal's).
 */
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

/** A list's state and how to change it; the URL and the local flavour share this shape. */
export interface ListState {
  params: ListParams;
  /** The search text as typed (applied after SEARCH_DEBOUNCE_MS, back to page 1). */
  typedSearch: string;
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: DataGridSort | undefined) => void;
}

/** Debounces the typed search into `apply` (which also goes back to page 1). */
function useDebouncedSearch(applied: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(applied);
  useEffect(() => setTyped(applied), [applied]);
  useEffect(() => {
    if (typed.trim() === applied) return;
    const timer = setTimeout(() => apply(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, apply]);
  return [typed, setTyped] as const;
}

/**
 * A list screen's state held in the URL query (page, size, sort, q): a reload or a shared link
 * shows the same list. Changes replace the history entry (paging is not a page of its own).
 */
export function useUrlListState(defaults: ListDefaults): ListState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are the screen's constants
  const params = useMemo(() => paramsFromQuery(query, defaults), [query]);

  const update = (next: Partial<ListParams>) => {
    const merged = new URLSearchParams(query);
    for (const key of ['page', 'size', 'sort', 'q']) merged.delete(key);
    for (const [k, v] of Object.entries(queryFromParams({ ...params, ...next }, defaults))) merged.set(k, v);
    const qs = merged.toString();
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the current query
  const applySearch = useMemo(() => (text: string) => update({ search: text, page: 1 }), [query, location]);
  const [typedSearch, setTypedSearch] = useDebouncedSearch(params.search, applySearch);

  return {
    params,
    typedSearch,
    setSearch: setTypedSearch,
    setPage: (page) => update({ page }),
    setPageSize: (pageSize) => update({ pageSize, page: 1 }),
    setSort: (sort) => update({ sort, page: 1 }),
  };
}

/**
 * A list screen's own filters in the URL query beside the list's state (a date range, a choice):
 * `set` changes the named parameters (null removes one), replaces the history entry like the list's
 * own changes, and goes back to the list's first page (other filters, other rows).
 */
export function useUrlFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const set = (changes: Record<string, string | null>) => {
    const merged = new URLSearchParams(query);
    merged.delete('page');
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    const qs = merged.toString();
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  };
  return { query, search, set };
}

/**
 * A list's state held by the component (a list inside a dialog, such as the store selection): it
 * starts over whenever `resetKey` changes (the dialog opens again).
 */
export function useLocalListState(defaults: ListDefaults, resetKey: unknown): ListState {
  const [params, setParams] = useState<ListParams>(() => initialParams(defaults));
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over on resetKey only
  useEffect(() => setParams(initialParams(defaults)), [resetKey]);
  const applySearch = useMemo(
    () => (text: string) => setParams((p) => ({ ...p, search: text, page: 1 })),
    [],
  );
  const [typedSearch, setTypedSearch] = useDebouncedSearch(params.search, applySearch);
  return {
    params,
    typedSearch,
    setSearch: setTypedSearch,
    setPage: (page) => setParams((p) => ({ ...p, page })),
    setPageSize: (pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 })),
    setSort: (sort) => setParams((p) => ({ ...p, sort, page: 1 })),
  };
}
