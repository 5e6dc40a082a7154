import pg from 'pg';
import type { Db, Queryable, Row } from './db';

// numeric and bigint come back as numbers like PGlite's defaults (amounts stay below 2^53)
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A real PostgreSQL server through node-postgres (DATABASE_URL). */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (err) => console.error(`postgres pool error: ${err.message}`));
  const client = await pool.connect(); // fail fast when unreachable
  client.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        const result = await fn(wrap(c));
        await c.query('commit');
        return result;
      } catch (err) {
        await c.query('rollback').catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
}
