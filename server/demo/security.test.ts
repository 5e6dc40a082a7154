import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/testClock';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../start';

describe('the security demo data', () => {
  it('is not there when demo data is off', async () => {
    const db = await openPglite();
    try {
      await prepareDatabase(db, { now: () => TEST_NOW }, { demoData: false });
      const [row] = await db.query<{ controls: number; schedules: number }>(
        `select (select count(*)::int from security_controls) as controls,
           (select count(*)::int from schedule_enforcement) as schedules`,
      );
      expect(row).toEqual({ controls: 0, schedules: 0 });
    } finally {
      await db.close();
    }
  });
});
