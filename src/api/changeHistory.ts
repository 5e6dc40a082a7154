import type { ChangeEntry, EntityKind } from '../domain/changeHistory';
import { changeHistoryPagePath } from '../domain/changeHistoryPaths';
import type { PagedResult } from '../domain/contract';
import { useApiRead } from './read';

export { changeHistoryPath, changeHistoryPrefix } from '../domain/changeHistoryPaths';

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
