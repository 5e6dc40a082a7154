import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { fallbackFeatureFlags, featureFlagNames } from '../../src/domain/featureFlags';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

async function flags(agent: Agent) {
  const res = await agent.get('FeatureFlag/GetFeatureFlags');
  return { status: res.status, body: await res.json() };
}

describe('GET /FeatureFlag/GetFeatureFlags', () => {
  it("answers the session merchant's flags, every name present", async () => {
    const harbor = await flags(await s.signedIn('owner'));
    expect(harbor.status).toBe(200);
    expect(harbor.body.IsSuccessful).toBe(true);
    expect(Object.keys(harbor.body.Entity).sort()).toEqual([...featureFlagNames].sort());
    expect(Object.values(harbor.body.Entity).every((v) => v === true)).toBe(true);
    const bank = (await flags(await s.signedIn('bankowner'))).body.Entity;
    expect(bank).toMatchObject({ delivery: false, notification: true, loadSidebar: true });
    const market = (await flags(await s.signedIn('marketowner'))).body.Entity;
    expect(market).toMatchObject({ restrictUserRolesOverride: false, delivery: true });
  });

  it('normalises what is stored: unknown names dropped, missing ones false', async () => {
    await s.db.query(
      `update merchants set flags = jsonb_set(flags, '{featureFlags}', '{"delivery": true, "bogus": true, "notification": "yes"}')
       where merchant_id = 1003`,
    );
    const market = (await flags(await s.signedIn('marketowner'))).body.Entity;
    expect(market).toEqual({ ...fallbackFeatureFlags(), delivery: true });
  });

  it('without a merchant selected: the fallback set', async () => {
    expect((await flags(await s.signedIn('admin'))).body.Entity).toEqual(fallbackFeatureFlags());
  });

  it('needs a session', async () => {
    expect((await flags(s.agent())).status).toBe(401);
  });
});
