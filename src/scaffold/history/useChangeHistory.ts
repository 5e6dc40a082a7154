import { useState } from 'react';
import { useChangeHistoryPage } from '../../api/changeHistory';
import { type ChangeEntry, type EntityKind, HISTORY_PAGE_SIZE } from '../../domain/changeHistory';

/** What LastChangedBy and ChangeHistoryPanel show: the latest change and a page of the history. */
export interface ChangeHistoryState {
  kind: EntityKind;
  /** The newest change (always of the first page), null when none is recorded or not loaded yet. */
  latest: ChangeEntry | null;
  /** The page on screen, newest first. */
  entries: ChangeEntry[];
  /** How many changes there are; -1 while unknown. */
  total: number;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}

/**
 * The change history of an entity (entityId) or of every entity of a kind the caller may see ('' —
 * e.g. the store's availability, the price list's prices), for LastChangedBy and ChangeHistoryPanel.
 * `entityId` null: nothing to read (a new record). The reads' keys start with
 * `changeHistoryPrefix(kind, entityId)`: add it to the save's `revalidate` and both show the save.
 */
export function useChangeHistory(kind: EntityKind, entityId: number | string | null): ChangeHistoryState {
  // the page belongs to the entity: another entity starts on its first page
  const [at, setAt] = useState<{ entityId: number | string | null; page: number }>({ entityId, page: 1 });
  const page = at.entityId === entityId ? at.page : 1;
  const setPage = (next: number) => setAt({ entityId, page: next });
  const first = useChangeHistoryPage(kind, entityId, 1);
  const later = useChangeHistoryPage(kind, page === 1 ? null : entityId, page);
  const shown = page === 1 ? first : later;
  const total = shown.data?.TotalRowCount ?? first.data?.TotalRowCount ?? -1;
  return {
    kind,
    latest: first.data?.ResultSet?.[0] ?? null,
    entries: shown.data?.ResultSet ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(Math.max(total, 0) / HISTORY_PAGE_SIZE)),
    setPage,
    loading: entityId !== null && (shown.isLoading || (shown.isValidating && !shown.error)),
    error: (shown.error as Error | undefined) ?? null,
    retry: () => void shown.mutate(),
  };
}
