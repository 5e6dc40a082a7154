import { Hono } from 'hono';
import { pagedListSchema } from '../../src/domain/paging';
import { isStoreUser, mayUseMerchant, picksMerchant } from '../auth/access';
import { merchantOf, requireSession } from '../auth/scope';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { STORE_SORT, storePage } from '../db/queries/stores';
import { pagedAnswer } from '../http/answers';

/** Company calls (1-foundation.md §7 "Company"). */
export const company = new Hono<AppEnv>();

/** The store lists' paging body, sortable by name and code. */
export const storeListSchema = pagedListSchema(STORE_SORT);

/** Deactivated stores are listed unless the request switches them off (SearchArg5 or includeDeletedStores false). */
export function includesDeactivated(p: { SearchArg5: boolean; includeDeletedStores: boolean }): boolean {
  return p.SearchArg5 && p.includeDeletedStores;
}

/**
 * The stores of the session's merchant, a page at a time (store selection of admins, company users,
 * merchant admins and partners; store users use User/GetBackOfficeAssignedStoresForUser).
 */
company.post('/Company/GetMerchantStores', requireSession(), async (c) => {
  const scope = c.var.scope;
  if (isStoreUser(scope)) throw Errors.forbidden();
  const paging = await readBody(c, storeListSchema);
  const merchantId = merchantOf(scope);
  const { db } = c.var.deps;
  if (picksMerchant(scope) && !(await mayUseMerchant(db, scope, merchantId))) throw Errors.forbidden();
  const filter = {
    of: { merchantId },
    search: paging.SearchArg,
    includeDeactivated: includesDeactivated(paging),
  };
  return c.json(pagedAnswer(await storePage(db, filter, paging)));
});
