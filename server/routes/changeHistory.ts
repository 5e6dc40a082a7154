import { type Context, Hono } from 'hono';
import { canSeeRoute } from '../../src/domain/access/routeAccess';
import { changeHistoryQuerySchema, HISTORY_ROUTES } from '../../src/domain/changeHistory';
import { requireMerchant } from '../auth/routeAccess';
import { type ChangeAuthor, historyPage } from '../db/queries/changeHistory';
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
 * their display name now) and the server's clock. `recordChange(tx, { ...changeAuthor(c), … })`.
 */
export function changeAuthor(c: Context<AppEnv>): ChangeAuthor {
  const { scope, merchantId } = c.var.access;
  return {
    merchantId,
    by: { userId: scope.userId, name: scope.fullName || scope.username },
    at: c.var.deps.clock.now(),
  };
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
