/**
 * The kinds of entity with a history and the paths of the change history's read
 * (ChangeHistory/GetHistory, docs/api.md "Change history": a GET, its query in the path), apart from
 * the history's shapes and fields (changeHistory.ts): the page's start-up reads (startupReads.ts)
 * ask for a screen's first page of history, in the entry script, which must stay small.
 */
export const ENTITY_KINDS = ['discount', 'item', 'category', 'itemAvailability', 'priceListPrice'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const changeHistoryPath = 'ChangeHistory/GetHistory';

/** How many changes a page of the history holds (the panel's page, the read's default). */
export const HISTORY_PAGE_SIZE = 10;

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
export function changeHistoryPagePath(kind: EntityKind, entityId: number | string, page: number): string {
  return `${changeHistoryPrefix(kind, entityId)}pageNumber=${page}&pageSize=${HISTORY_PAGE_SIZE}`;
}
