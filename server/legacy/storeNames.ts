import type { StoreListRow } from '../../src/domain/accountContract';
import {
  type NamedStore,
  type StoreLabelContext,
  sessionStoreMarks,
  storeListSource,
} from '../../src/domain/storeSelection';
import type { Queryable } from '../db/db';
import { storeNamingOf } from '../db/queries/merchants';
import { storePage } from '../db/queries/stores';
import type { Scope } from '../http/env';
import { textOf } from '../http/errors';
import { escapeHtml } from '../http/html';

/** Who names the stores: the marks depend on the role, the merchant's first-run flag and the role rank. */
export async function storeLabelContextOf(db: Queryable, scope: Scope): Promise<StoreLabelContext> {
  const row = await storeNamingOf(db, scope.userId, scope.merchantId);
  return { ...scope.flags, firstRunFlag: row?.first_run === true, userRoleRank: row?.rank ?? 0 };
}

/**
 * A store's name on a classic page with the marks and status badges of the store selection
 * (src/domain/storeSelection): the same for every viewer as in the portal.
 */
export function storeNameHtml(store: NamedStore, ctx: StoreLabelContext): string {
  const { label, badges } = sessionStoreMarks(store, ctx);
  const marks = badges
    .map((b) => ` <span class="badge badge-${b}">${escapeHtml(textOf(`StoreSelection.Badge.${b}`))}</span>`)
    .join('');
  return `${escapeHtml(label)}${marks}`;
}

/** Up to this many stores are listed on the My Stores classic page. */
const LISTED_STORES = 100;

/** The session user's stores, from the same source as the store selection (deactivated ones included). */
export async function sessionStores(db: Queryable, scope: Scope): Promise<StoreListRow[]> {
  const source = storeListSource(scope.flags);
  if (source === 'company' && scope.merchantId === null) return [];
  const page = await storePage(
    db,
    {
      of: source === 'company' ? { merchantId: scope.merchantId as number } : { assignedTo: scope.userId },
      search: '',
      includeDeactivated: true,
    },
    { PageRowCount: LISTED_STORES, RequestedPageNum: 1 },
  );
  return page.rows;
}
