import { Hono } from 'hono';
import { ping } from '../db/queries/health';
import type { AppEnv } from '../http/env';

export const health = new Hono<AppEnv>();

/** 200 when the database answers, 503 otherwise. */
health.get('/health', async (c) => {
  try {
    await ping(c.var.deps.db);
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
});
