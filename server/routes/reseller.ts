import { Hono } from 'hono';
import type { Context } from 'hono';
import { Reseller } from '../../src/domain/enums';
import type { AppEnv } from '../http/env';

/** The reseller a request belongs to, from the host it was sent to (BANK_HOSTNAMES → 10017). */
export function resellerOfHost(c: Context<AppEnv>): number {
  const host = (c.req.header('host') ?? '').split(':')[0].toLowerCase();
  return c.var.deps.config.bankHostnames.includes(host) ? Reseller.Bank : Reseller.Default;
}

export const reseller = new Hono<AppEnv>();

reseller.get('/Reseller/GetResellerConfiguration', (c) => {
  const id = resellerOfHost(c);
  return c.json({ IsSuccessful: true, Entity: { ResellerId: id, IsBank: id === Reseller.Bank } });
});
