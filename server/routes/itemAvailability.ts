import { Hono, type Context } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  type ItemAvailabilityBulkResult,
  itemAvailabilityListSchema,
  itemAvailabilityUpdateSchema,
  type ItemAvailabilityUpdateResult,
} from '../../src/domain/itemAvailability';
import { isEnterpriseLevel } from '../../src/domain/itemAvailabilityRules';
import { requireRoute } from '../auth/routeAccess';
import {
  applyAvailabilityChanges,
  availabilityRows,
  enableAllAvailability,
  IdempotencyKeyReused,
  itemAvailabilityPage,
  type StoreScope,
} from '../db/queries/itemAvailability';
import { pagedAnswer } from '../http/answers';
import { readBody, readJson, validate } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { recordEntityChanges } from './changeHistory';

/**
 * Item availability (2-menu-and-reports.md §2, §7): a store's items in stock, active at the POS and
 * available online. One store at a time (the session's), never for enterprise (company-level) users
 * (§6). Changes carry the row's version and an idempotency key (docs/decisions.md "Item availability").
 */
export const itemAvailability = new Hono<AppEnv>();

const route = requireRoute('/menu/itemAvailability', { store: 'required' });

/** The session's merchant and store; an enterprise-level user is refused (§6). */
function storeOf(c: Context<AppEnv>): StoreScope {
  const { ctx, merchantId, storeId } = c.var.access;
  if (isEnterpriseLevel(ctx)) throw Errors.forbidden('ItemAvailability.NotForEnterprise');
  if (storeId === null) throw Errors.forbidden('Server.NoStoreSelected');
  return { merchantId, storeId };
}

itemAvailability.post('/Item/GetItemAvailability', route, async (c) => {
  const scope = storeOf(c);
  const request = await readBody(c, itemAvailabilityListSchema);
  return c.json(pagedAnswer(await itemAvailabilityPage(c.var.deps.db, scope, request)));
});

/**
 * The list of changed rows (§7). Every item must be one the store lists, else the whole list is
 * refused and nothing changes. Each change is applied, replayed (its key was seen: not applied
 * again) or refused as a conflict (the row's version moved on); the answer gives each row as it is.
 */
itemAvailability.post('/Item/UpdateItemAvailability', route, async (c) => {
  const scope = storeOf(c);
  const changes = await validate(itemAvailabilityUpdateSchema, await readJson(c));
  const { db, clock } = c.var.deps;
  const ids = changes.map((ch) => ch.ItemMasterId);
  const result = await db.transaction(async (tx) => {
    const known = await availabilityRows(tx, scope, ids);
    if (known.size !== ids.length) throw Errors.forbidden('ItemAvailability.ItemNotInStore');
    try {
      const { outcomes, applied } = await applyAvailabilityChanges(
        tx,
        scope,
        c.var.scope.userId,
        changes,
        clock.now(),
      );
      // one history entry per row that changed (a replay or a conflict applied nothing)
      await recordEntityChanges(
        c,
        tx,
        'itemAvailability',
        applied.map((a) => ({
          storeId: scope.storeId,
          id: a.ItemMasterId,
          label: known.get(a.ItemMasterId)?.ItemName ?? '',
          before: a.before,
          after: a.after,
        })),
      );
      const rows = await availabilityRows(tx, scope, ids);
      const answer: ItemAvailabilityUpdateResult = {
        Results: outcomes.map((o) => ({
          ...o,
          Row: rows.get(o.ItemMasterId) ?? (known.get(o.ItemMasterId) as never),
        })),
      };
      return answer;
    } catch (err) {
      if (err instanceof IdempotencyKeyReused)
        throw new ApiError(400, 'ItemAvailability.IdempotencyKeyReused', { Field: 'IdempotencyKey' });
      throw err;
    }
  });
  return c.json(ok(result));
});

async function enableAll(c: Context<AppEnv>, column: 'is_in_stock' | 'is_available_online') {
  const scope = storeOf(c);
  await readBody(c, itemAvailabilityListSchema.pick([]));
  const field = column === 'is_in_stock' ? 'IsInStock' : 'IsAvailableOnline';
  const changed = await c.var.deps.db.transaction(async (tx) => {
    const rows = await enableAllAvailability(tx, scope, column);
    // one history entry per row it changed
    await recordEntityChanges(
      c,
      tx,
      'itemAvailability',
      rows.map((r) => ({
        storeId: scope.storeId,
        id: r.item_master_id,
        label: r.item_name,
        before: { [field]: false },
        after: { [field]: true },
      })),
    );
    return rows.length;
  });
  const answer: ItemAvailabilityBulkResult = { Changed: changed };
  return c.json(ok(answer));
}

itemAvailability.post('/Item/UpdateItemAvailabilityAllInStock', route, (c) => enableAll(c, 'is_in_stock'));
itemAvailability.post('/Item/UpdateItemAvailabilityAllIsOnline', route, (c) =>
  enableAll(c, 'is_available_online'),
);
