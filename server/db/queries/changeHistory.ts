import {
  type ChangeAction,
  type ChangeEntry,
  type EntityKind,
  recordedSnapshots,
  type Snapshot,
} from '../../../src/domain/changeHistory';
import type { Queryable } from '../db';
import { type Page, pagedQuery } from '../paged';

/**
 * The change history (migration 015; docs/decisions.md "Change history"): who changed what, when,
 * before and after. Written only inside the transaction of the write it records, so a write that fails
 * or is refused records nothing.
 */

/** Who made a change and when: the session's user (their display name now) and the server's clock. */
export interface ChangeAuthor {
  merchantId: number;
  by: { userId: number; name: string };
  at: Date;
}

/** One change to record (`ChangeAuthor` plus what changed). */
export interface ChangeInput extends ChangeAuthor {
  /** The store of a per-store entity (item availability); omitted or null for the merchant's. */
  storeId?: number | null;
  kind: EntityKind;
  entityId: number | string;
  /** The entity's name (kept with the change, so a deleted entity is still named). */
  label: string;
  action: ChangeAction;
  /** The entity before (null on create) and after (null on delete): any object; only the kind's fields are kept. */
  before: Snapshot | null;
  after: Snapshot | null;
}

/**
 * Records changes in the caller's transaction, in one statement. An update that changed none of the
 * kind's fields is left out. Answers how many were recorded.
 */
export async function recordChanges(tx: Queryable, changes: readonly ChangeInput[]): Promise<number> {
  const rows = changes.flatMap((c) => {
    const kept = recordedSnapshots(c.kind, c.action, c.before, c.after);
    if (!kept) return [];
    return [
      {
        merchant_id: c.merchantId,
        store_id: c.storeId ?? null,
        entity_kind: c.kind,
        entity_id: String(c.entityId),
        entity_label: c.label,
        action: c.action,
        user_id: c.by.userId,
        user_name: c.by.name,
        changed_at: c.at.toISOString(),
        before: kept.before,
        after: kept.after,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await tx.query(
    `insert into change_history (merchant_id, store_id, entity_kind, entity_id, entity_label, action, user_id,
       user_name, changed_at, before, after)
     select x.merchant_id, x.store_id, x.entity_kind, x.entity_id, x.entity_label, x.action, x.user_id, x.user_name,
       x.changed_at, x.before, x.after
     from jsonb_array_elements($1::jsonb) with ordinality as e(v, n)
       cross join lateral jsonb_populate_record(null::change_history, e.v) as x
     order by e.n`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}

interface ChangeSqlRow {
  [key: string]: unknown;
  change_id: string | number;
  entity_kind: EntityKind;
  entity_id: string;
  entity_label: string;
  store_id: number | null;
  store_name: string | null;
  action: ChangeAction;
  user_name: string;
  changed_at: Date | string;
  before: Snapshot | null;
  after: Snapshot | null;
}

const toEntry = (r: ChangeSqlRow): ChangeEntry => ({
  ChangeId: Number(r.change_id),
  EntityKind: r.entity_kind,
  EntityId: r.entity_id,
  EntityLabel: r.entity_label,
  StoreId: r.store_id,
  StoreName: r.store_name,
  Action: r.action,
  UserName: r.user_name,
  ChangedAt: new Date(r.changed_at).toISOString(),
  Before: r.before,
  After: r.after,
});

export interface HistoryScope {
  merchantId: number;
  /** The session's store: a per-store entry of another store is not shown. Null: every store (company view). */
  storeId: number | null;
}

/**
 * A page of the recorded changes of one entity (entityId) or of every entity of a kind (entityId ''),
 * newest first: the merchant's only, and of per-store entities only the session's store's.
 */
export async function historyPage(
  db: Queryable,
  scope: HistoryScope,
  query: { kind: EntityKind; entityId: string; pageNumber: number; pageSize: number },
): Promise<Page<ChangeEntry>> {
  const page = await pagedQuery<ChangeSqlRow, 'changedAt'>(
    db,
    {
      select: `h.change_id, h.entity_kind, h.entity_id, h.entity_label, h.store_id, s.name as store_name, h.action,
        h.user_name, h.changed_at, h.before, h.after`,
      from: 'change_history h left join stores s on s.store_id = h.store_id',
      where: `h.merchant_id = $1 and h.entity_kind = $2 and ($3::text = '' or h.entity_id = $3::text)
        and (h.store_id is null or $4::int is null or h.store_id = $4::int)`,
      params: [scope.merchantId, query.kind, query.entityId, scope.storeId],
      sortable: { changedAt: 'h.changed_at' },
      id: 'h.change_id',
    },
    { PageRowCount: query.pageSize, RequestedPageNum: query.pageNumber },
    { column: 'changedAt', direction: 'desc' },
  );
  return { rows: page.rows.map(toEntry), total: page.total };
}
