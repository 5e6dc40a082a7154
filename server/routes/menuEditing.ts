import type { Context, MiddlewareHandler } from 'hono';
import { mayEditMenu } from '../../src/domain/menuItem';
import { isStoreUser } from '../auth/access';
import { userLiveStoreIds } from '../db/queries/discounts';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * Who may change the menu's categories and items (src/domain/menuItem.ts `mayEditMenu`): every
 * enterprise-level user, and a store user of one store; a store user of several stores only reads.
 */
export async function mayEditMenuOf(c: Context<AppEnv>): Promise<boolean> {
  const { scope } = c.var.access;
  if (!isStoreUser(scope)) return true;
  const stores = await userLiveStoreIds(c.var.deps.db, scope.userId);
  return mayEditMenu({ isEnterprise: false, storeCount: stores.length });
}

/** After requireRoute: refuses a caller who may not change the menu (403 Menu.ReadOnly). */
export const requireMenuEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await mayEditMenuOf(c))) throw Errors.forbidden('Menu.ReadOnly');
  await next();
};
