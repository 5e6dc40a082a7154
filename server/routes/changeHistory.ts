import { type Context, Hono } from 'hono';
import { canSeeRoute } from '../../src/domain/access/routeAccess';
import { changeHistoryQuerySchema } from '../../src/domain/changeHistoryQuery';
import {
  type ChangeAction,
  type EntityKind,
  HISTORY_ROUTES,
  type Snapshot,
} from '../../src/domain/changeHistory';
import type { Queryable } from '../db/db';
import { requireMerchant } from '../auth/routeAccess';
import { type ChangeAuthor, historyPage, recordChanges } from '../db/queries/changeHistory';
import { pagedAnswer } from '../http/answers';
import { readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * ChangeHistory (issue 7 §5; docs/api.md "Change history"): who changed a discount, an item, a
 * category, an item's availability or a price-list price, and how. A read (GET): the session's
 * merchant only; a kind is read by whoever its screen serves (HISTORY_ROUTES); per-store entries
 * (availability) only of the session's store, or of every store in a company view.
 */
export const changeHistory = new Hono<AppEnv>();

/**
 * Who makes the change a write is about to record, and when: the session's merchant, its user (with
 * their display name now) and the server's clock. Writes record through recordEntityChange(s) below.
 */
export function changeAuthor(c: Context<AppEnv>): ChangeAuthor {
  const { scope, merchantId } = c.var.access;
  return {
    merchantId,
    by: { userId: scope.userId, name: scope.fullName || scope.username },
    at: c.var.deps.clock.now(),
  };
}

/** One entity's change: its id and name, and its snapshot before (null: created) and after (null: deleted). */
export interface EntityChange {
  id: number | string;
  label: string;
  before: Snapshot | null;
  after: Snapshot | null;
  /** The store of a per-store entity (item availability); omitted for the merchant's. */
  storeId?: number;
}

/** What a change did: nothing before is a create, nothing after a delete, both an update. */
function actionOf(change: EntityChange): ChangeAction {
  if (change.before === null && change.after === null) throw new Error('a change has a before or an after');
  return change.before === null ? 'create' : change.after === null ? 'delete' : 'update';
}

/**
 * Records the changes of entities of one kind made by the caller (changeAuthor), in the write's
 * transaction and one statement; an update that changed none of the kind's fields is left out.
 */
export function recordEntityChanges(
  c: Context<AppEnv>,
  tx: Queryable,
  kind: EntityKind,
  changes: readonly EntityChange[],
): Promise<number> {
  const author = changeAuthor(c);
  return recordChanges(
    tx,
    changes.map((change) => ({
      ...author,
      storeId: change.storeId ?? null,
      kind,
      entityId: change.id,
      label: change.label,
      action: actionOf(change),
      before: change.before,
      after: change.after,
    })),
  );
}

/** Records one entity's change (recordEntityChanges): created, updated or deleted by which snapshot is null. */
export async function recordEntityChange(
  c: Context<AppEnv>,
  tx: Queryable,
  kind: EntityKind,
  id: number | string,
  label: string,
  before: Snapshot | null,
  after: Snapshot | null,
): Promise<boolean> {
  return (await recordEntityChanges(c, tx, kind, [{ id, label, before, after }])) === 1;
}

changeHistory.get('/ChangeHistory/GetHistory', requireMerchant(), async (c) => {
  const q = await readQuery(c, changeHistoryQuerySchema);
  const { ctx, merchantId, storeId } = c.var.access;
  if (!canSeeRoute(HISTORY_ROUTES[q.entityKind], ctx)) throw Errors.forbidden('Access.NotAvailable');
  const page = await historyPage(
    c.var.deps.db,
    { merchantId, storeId },
    { kind: q.entityKind, entityId: q.entityId, pageNumber: q.pageNumber, pageSize: q.pageSize },
  );
  return c.json(pagedAnswer(page));
});
