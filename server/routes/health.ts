import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const health = new Hono<AppEnv>();

/** 200 when the database answers, 503 otherwise. */
health.get('/health', async (c) => {
  try {
    await c.var.deps.db.query('select 1');
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
});
