import { useEffect, useMemo, useState } from 'react';
import type { StorePageQuery } from '../../api/company';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../domain/enums';

/** The search waits this long after the last key stroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The paging request of a selection dialog (1-foundation.md §3 and §9): page 1 of 25 rows, the
 * search text debounced, include deactivated on by default. Everything resets when the dialog opens.
 */
export function useSelectionQuery(open: boolean) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState<number>(FIRST_PAGE);
  const [includeDeactivated, setIncludeDeactivated] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search.trim());
      setPage(FIRST_PAGE);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setDebounced('');
    setPage(FIRST_PAGE);
    setIncludeDeactivated(true);
  }, [open]);

  const query = useMemo<StorePageQuery>(
    () => ({ page, pageSize: DEFAULT_PAGE_SIZE, search: debounced, includeDeactivated }),
    [page, debounced, includeDeactivated],
  );

  return {
    search,
    setSearch,
    page,
    setPage,
    includeDeactivated,
    setIncludeDeactivated: (include: boolean) => {
      setIncludeDeactivated(include);
      setPage(FIRST_PAGE);
    },
    query,
  };
}
