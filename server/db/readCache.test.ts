import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/server';
import { type Db, readThrough } from './db';
import { isPlainRead, ReadCache } from './readCache';

describe('isPlainRead', () => {
  it.each(['select 1', '  SELECT * from session_with_user($1)', 'with x as (select 1) select * from x'])(
    'reads: %s',
    (sql) => expect(isPlainRead(sql)).toBe(true),
  );

  it.each([
    'update sessions set last_seen_at = $2',
    'insert into outbox values ($1)',
    'delete from sessions',
    'with d as (delete from sessions returning *) select * from d',
    'select * from users where user_id = $1 for update',
    'select * from users for no key update',
    'select * from users for share',
    "select nextval('tickets_id_seq')",
    "select set_config('x', 'y', false)",
    'select pg_advisory_lock(1)',
    'begin',
    'create table t (a int)',
  ])('may write: %s', (sql) => expect(isPlainRead(sql)).toBe(false));
});

describe('ReadCache', () => {
  it('serves a read again until something is written, then loads afresh', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    cache.beforeStatement('select 1');
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    cache.beforeStatement('update t set a = 1');
    expect(await cache.read('k', load)).toEqual({ n: 2 });
  });

  it('does not keep a read that a write overtook while it ran', async () => {
    const cache = new ReadCache();
    let loads = 0;
    await cache.read('k', async () => {
      loads++;
      cache.written(); // a write finishes while the read is under way
      return loads;
    });
    expect(await cache.read('k', async () => ++loads)).toBe(2);
  });

  it('hands out frozen values, so no caller changes what the next one gets', async () => {
    const cache = new ReadCache();
    const value = await cache.read('k', async () => ({ role: 'Owner' }));
    expect(Object.isFrozen(value)).toBe(true);
  });
});

describe('readThrough on the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.exec('create table read_cache_probe (id int primary key, v text)');
    await db.query(`insert into read_cache_probe values (1, 'a')`);
  });
  afterAll(() => db.close());

  const probe = () =>
    readThrough(db, 'probe', async () => {
      const rows = await db.query<{ v: string }>('select v from read_cache_probe where id = 1');
      return rows[0]?.v;
    });

  it('sees a write made by a plain statement', async () => {
    expect(await probe()).toBe('a');
    await db.query(`update read_cache_probe set v = 'b' where id = 1`);
    expect(await probe()).toBe('b');
  });

  it('sees a write made in a transaction', async () => {
    expect(await probe()).toBe('b');
    await db.transaction(async (tx) => {
      await tx.query(`update read_cache_probe set v = 'c' where id = 1`);
    });
    expect(await probe()).toBe('c');
  });

  it('sees a write made by a function that writes, called in a transaction (the rule for such calls)', async () => {
    await db.exec(`create function probe_set(t text) returns void language sql as
      $$ update read_cache_probe set v = t where id = 1 $$`);
    expect(await probe()).toBe('c');
    await db.transaction((tx) => tx.query(`select probe_set('d')`));
    expect(await probe()).toBe('d');
  });
});
