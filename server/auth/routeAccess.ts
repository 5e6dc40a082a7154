import type { Context, MiddlewareHandler } from 'hono';
import { canSeeRoute } from '../../src/domain/access/routeAccess';
import { workingStoreOf } from '../../src/domain/viewLevel';
import type { RoutePath } from '../../src/domain/routes';
import { isStoreUser, mayUseMerchant, picksMerchant, selectableStore } from './access';
import { inGoodStanding } from './login';
import { merchantOf, requireSession, type SessionOptions } from './scope';
import { sessionContext } from './sessionContext';
import type { AppEnv, RouteAccess } from '../http/env';

export type { RouteAccess };
import { Errors } from '../http/errors';

export interface RouteOptions extends SessionOptions {
  /**
   * 'optional' (default): a company view is fine for users who may have one (storeId null).
   * 'required': the endpoint works on one store: the session's, or in a company view of a single
   * store that store (viewLevel.ts workingStoreOf); a company view of several sites is refused.
   * 'working': the same store, but a company view of several sites passes with storeId null.
   */
  store?: 'required' | 'working' | 'optional';
  /** The catalogue keys of the refusals for want of a store, when the route has words of its own. */
  messages?: { noStore?: string; storeUnavailable?: string };
}

/**
 * The route access of every endpoint, from the one route registry (src/domain/routes.ts): the
 * session (401), the csrf header on writes (403), the route's visibility rule for this session
 * (403 Access.NotAvailable), the merchant belonging to the session, and the store: one the user may
 * select, of that merchant; a store user only ever works on an assigned store in good standing
 * (never the merchant's figures). Sets `c.var.access`.
 */
export function requireRoute(path: RoutePath, options: RouteOptions = {}): MiddlewareHandler<AppEnv> {
  return accessMiddleware(path, options);
}

/**
 * The access of an endpoint of the session's merchant that belongs to no one route (Account/GetMerchant,
 * User/GetUsers): everything requireRoute checks but a route's rule — the session, the csrf header on
 * writes, the merchant belonging to the session, and the store. Sets `c.var.access`.
 */
export function requireMerchant(options: RouteOptions = {}): MiddlewareHandler<AppEnv> {
  return accessMiddleware(null, options);
}

function accessMiddleware(path: RoutePath | null, options: RouteOptions): MiddlewareHandler<AppEnv> {
  const session = requireSession(options);
  return async (c, next) => {
    await session(c, async () => {
      c.set('access', await checkRoute(c, path, options));
      await next();
    });
  };
}

async function checkRoute(
  c: Context<AppEnv>,
  path: RoutePath | null,
  options: RouteOptions,
): Promise<RouteAccess> {
  const scope = c.var.scope;
  const { db, clock } = c.var.deps;
  const merchantId = merchantOf(scope);
  const belongs = picksMerchant(scope)
    ? await mayUseMerchant(db, scope, merchantId)
    : scope.homeMerchantId === merchantId;
  if (!belongs) throw Errors.forbidden();
  const { ctx, data } = await sessionContext(c);
  if (path !== null && !canSeeRoute(path, ctx)) throw Errors.forbidden('Access.NotAvailable');
  const noStore = options.messages?.noStore ?? 'Server.NoStoreSelected';
  const storeId =
    options.store === undefined || options.store === 'optional' ? scope.storeId : workingStoreOf(data);
  if (storeId === null) {
    if (isStoreUser(scope) || options.store === 'required') throw Errors.forbidden(noStore);
    return { scope, ctx, data, merchantId, storeId: null };
  }
  const store = await selectableStore(db, scope, storeId);
  if (!store || store.merchant_id !== merchantId) throw Errors.forbidden();
  if (isStoreUser(scope) && !inGoodStanding(store, clock.now()))
    throw Errors.forbidden(options.messages?.storeUnavailable ?? 'Server.StoreUnavailable');
  return { scope, ctx, data, merchantId, storeId: store.store_id };
}
