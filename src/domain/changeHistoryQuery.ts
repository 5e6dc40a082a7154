/**
 * The query of ChangeHistory/GetHistory, checked by the server with yup: apart from the history's
 * shapes and fields (changeHistory.ts), which the screens read without loading yup.
 */
import { ENTITY_KINDS, type EntityKind, HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from './changeHistory';
import { MEMBER_KEY } from './memberKey';
import { integer, text, yup } from './validation';

/** An entity's id: a whole number, or a price-list member's key (MEMBER_KEY). */
const isEntityId = (v: string) => /^\d{1,10}$/.test(v) || MEMBER_KEY.test(v);

/**
 * The query of ChangeHistory/GetHistory: a kind, one entity of it (empty: every entity of the kind
 * the caller may see) and the page, newest first.
 */
export const changeHistoryQuerySchema = yup.object({
  entityKind: text()
    .required('ChangeHistory.KindInvalid')
    .oneOf([...ENTITY_KINDS], 'ChangeHistory.KindInvalid') as unknown as yup.StringSchema<EntityKind>,
  entityId: text()
    .max(40, 'ChangeHistory.EntityIdInvalid')
    .default('')
    .test('entity-id', 'ChangeHistory.EntityIdInvalid', (v) => v == null || v === '' || isEntityId(v)),
  pageNumber: integer().min(1).default(1),
  pageSize: integer().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
});
