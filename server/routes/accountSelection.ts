import { Hono } from 'hono';
import {
  storeContextSchema,
  storeStatusRequestSchema,
  type StoreStatusResult,
} from '../../src/domain/accountContract';
import { StoreStatus } from '../../src/domain/enums';
import { canUpdatePayment } from '../../src/domain/pastDue';
import { isPlainUser } from '../../src/domain/roles';
import { id, yup } from '../../src/domain/validation';
import {
  isDeactivated,
  isStoreUser,
  mayUseMerchant,
  paymentPermissionOf,
  picksMerchant,
  selectableMerchantIds,
  selectableStore,
} from '../auth/access';
import { pastDueRemainingDays } from '../auth/login';
import { requireSession } from '../auth/scope';
import { setSessionContext } from '../auth/session';
import { sessionMinutes } from '../auth/signIn';
import { readBody, readQuery } from '../http/body';
import type { AppEnv, Scope } from '../http/env';
import { ApiError, Errors, textWith } from '../http/errors';
import { MERCHANT_SORT, merchantPage } from '../db/queries/merchants';
import { pagedAnswer } from '../http/answers';
import { pagedListSchema } from '../../src/domain/paging';

/** Merchant and store selection (1-foundation.md §4 "Store selection", §6). */
export const accountSelection = new Hono<AppEnv>();

const merchantListSchema = pagedListSchema(MERCHANT_SORT);

/** Merchant selection of admins, merchant admins and partners: the merchants they may select, a page at a time. */
accountSelection.get('/Account/GetStoresWithMerchantsInfo', requireSession(), async (c) => {
  const scope = c.var.scope;
  if (!picksMerchant(scope)) throw Errors.forbidden();
  const paging = await readQuery(c, merchantListSchema);
  const { db } = c.var.deps;
  const filter = {
    ids: await selectableMerchantIds(db, scope),
    search: paging.SearchArg,
    includeDeactivated: paging.SearchArg5,
  };
  return c.json(pagedAnswer(await merchantPage(db, filter, paging)));
});

function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The state of a store the user may select: past-due days, status, the bill's due date, account manager. */
accountSelection.post('/Account/CheckStoreAccountStatus', requireSession(), async (c) => {
  const scope = c.var.scope;
  const body = await readBody(c, storeStatusRequestSchema);
  const { db, clock } = c.var.deps;
  const store = await selectableStore(db, scope, body.StoreId);
  if (!store || (body.MerchantId !== 0 && body.MerchantId !== store.merchant_id)) throw Errors.forbidden();
  const result: StoreStatusResult = {
    IsSuccessful: true,
    PastDueRemainingDays: pastDueRemainingDays(store.payment_due_date, clock.now()),
    StoreStatusCode: store.status_code,
    BillingInfo: store.payment_due_date
      ? textWith('StoreSelection.BillingDue', { date: isoDate(store.payment_due_date) })
      : null,
    IsAccountManager: scope.isAccountManager,
  };
  return c.json(result);
});

/** Who may work on an overdue store: admins, account managers, and whoever the past-due modal lets update payment. */
async function mayContinueOverdue(c: { var: AppEnv['Variables'] }, scope: Scope, merchantId: number) {
  if (scope.flags.isAdminUser || scope.isAccountManager) return true;
  const permission = await paymentPermissionOf(c.var.deps.db, scope, merchantId);
  return permission !== undefined && canUpdatePayment(permission);
}

const storeContextQuerySchema = yup.object({ StoreId: id().required() });

/**
 * Store context save (§3): StoreId 0 with OverrideMerchantId moves an admin, merchant admin or partner
 * to a merchant they may select (no store yet); StoreId 0 alone leaves the store (company view).
 * StoreId > 0: a store the user may select, of the session's (possibly overridden) merchant; plain
 * users may not pick a deactivated store; a suspended store needs an admin; an overdue store an admin
 * or someone who may update payment.
 */
accountSelection.post('/Account/SaveStoreContext', requireSession(), async (c) => {
  const scope = c.var.scope;
  const { StoreId } = await readQuery(c, storeContextQuerySchema);
  const body = await readBody(c, storeContextSchema);
  const { db, clock } = c.var.deps;
  const now = clock.now();

  let merchantId = scope.merchantId;
  const override = body.OverrideMerchantId ? body.OverrideMerchantId : null;
  if (override !== null && override !== scope.merchantId) {
    if (!picksMerchant(scope) || !(await mayUseMerchant(db, scope, override))) throw Errors.forbidden();
    merchantId = override;
  }

  if (StoreId === 0) {
    if (isStoreUser(scope)) throw Errors.forbidden();
    await setSessionContext(db, scope.sessionHash, now, {
      merchantId,
      storeId: null,
      timeoutMinutes: await sessionMinutes(c, merchantId),
    });
    return c.json({ IsSuccessful: true });
  }

  const store = await selectableStore(db, scope, StoreId);
  if (!store || merchantId === null || store.merchant_id !== merchantId) throw Errors.forbidden();
  if (isPlainUser(scope.flags) && isDeactivated(store))
    throw Errors.badRequest('StoreSelection.StoreDeactivated');
  if (store.status_code === StoreStatus.Suspended && !scope.flags.isAdminUser)
    throw new ApiError(403, 'StoreSelection.StoreSuspended');
  const days = pastDueRemainingDays(store.payment_due_date, now);
  if (days !== null && days < 0 && !(await mayContinueOverdue(c, scope, merchantId)))
    throw new ApiError(403, 'StoreSelection.StoreOverdue');

  await setSessionContext(db, scope.sessionHash, now, {
    merchantId,
    storeId: store.store_id,
    timeoutMinutes: await sessionMinutes(c, merchantId),
  });
  return c.json({ IsSuccessful: true });
});
