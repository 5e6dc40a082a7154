import type { ChangeEntry, EntityKind } from '../domain/changeHistory';
import { HISTORY_PAGE_SIZE } from '../domain/changeHistory';
import type { PagedResult } from '../domain/contract';
import { useApiRead } from './read';

/** ChangeHistory/GetHistory (docs/api.md "Change history"): a GET, its query in the path. */
export const changeHistoryPath = 'ChangeHistory/GetHistory';

/**
 * The start of the key of every history read of an entity (entityId) or of a whole kind (no
 * entityId): give it to a write's `revalidate` (useApiMutation) and the history on screen is read
 * again after the save. The entity's id ends with '&', so entity 12 does not revalidate entity 123.
 */
export function changeHistoryPrefix(kind: EntityKind, entityId?: number | string): string {
  return entityId === undefined
    ? `${changeHistoryPath}?entityKind=${kind}&`
    : `${changeHistoryPath}?entityKind=${kind}&entityId=${encodeURIComponent(String(entityId))}&`;
}

/** The path of one page of a history: the entity's ('' for every entity of the kind), newest first. */
function changeHistoryPagePath(kind: EntityKind, entityId: number | string, page: number): string {
  return `${changeHistoryPrefix(kind, entityId)}pageNumber=${page}&pageSize=${HISTORY_PAGE_SIZE}`;
}

/**
 * A page of the changes of an entity (entityId; '' for every entity of the kind the caller may see),
 * newest first. `entityId` null pauses (a record not saved yet has no history).
 */
export function useChangeHistoryPage(kind: EntityKind, entityId: number | string | null, page: number) {
  return useApiRead<PagedResult<ChangeEntry>>(
    entityId === null ? null : changeHistoryPagePath(kind, entityId, page),
    undefined,
    { keepPreviousData: true },
  );
}
