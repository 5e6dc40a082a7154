import { Hono } from 'hono';
import { pagingSchema } from '../../src/domain/accountContract';
import { isStoreUser, mayUseMerchant, picksMerchant } from '../auth/access';
import { merchantOf, requireSession } from '../auth/scope';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { storePage } from './storeLists';

/** Company calls (1-foundation.md §7 "Company"). */
export const company = new Hono<AppEnv>();

/**
 * The stores of the session's merchant, a page at a time (store selection of admins, company users,
 * merchant admins and partners; store users use User/GetBackOfficeAssignedStoresForUser).
 */
company.post('/Company/GetMerchantStores', requireSession(), async (c) => {
  const scope = c.var.scope;
  if (isStoreUser(scope)) throw Errors.forbidden();
  const paging = await readBody(c, pagingSchema);
  const merchantId = merchantOf(scope);
  const { db } = c.var.deps;
  if (picksMerchant(scope) && !(await mayUseMerchant(db, scope, merchantId))) throw Errors.forbidden();
  return c.json(await storePage(db, { merchantId }, paging));
});
