import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

/**
 * 3-settings §1 (src/domain/viewLevel.ts workingStoreOf): a company view of a single store works as
 * that store. A merchant admin on Corner Market (one store, 2201) with no store chosen reads and
 * saves that store's settings; a company view of several sites (Harbor Bistro Group) still has none.
 */
let s: TestServer;
let marketCompany: Agent;
let harborCompany: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  marketCompany = await sessionOf(s, { as: 'madmin', merchant: 1003 });
  harborCompany = await sessionOf(s, { as: 'madmin', merchant: 1001 });
});
afterAll(() => s.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('3-settings §1: a company view of a single store works as that store', () => {
  it('the portal data names the sole store, and no store for several sites', async () => {
    const market = await json(await marketCompany.get('Portal/GetPortalData'));
    expect(market.body).toMatchObject({ storeId: null, activeStoreCount: 1, soleStoreId: 2201 });
    const harbor = await json(await harborCompany.get('Portal/GetPortalData'));
    expect(harbor.body).toMatchObject({ storeId: null, soleStoreId: null });
  });

  it('security controls: the sole store’s controls, saved; several sites read the defaults', async () => {
    const read = await json(await marketCompany.get('SecurityControls/GetSecurityControls'));
    expect(read.body.Entity.StoreId).toBe(2201);
    const { StoreId: _s, ...body } = read.body.Entity;
    const saved = await json(
      await marketCompany.post('SecurityControls/UpdateSecurityControl', {
        ...body,
        IsLimitChecksEnabled: true,
        MaxOpenChecks: 12,
      }),
    );
    expect(saved.status).toBe(200);
    const [row] = await s.db.query<{ max_open_checks: number }>(
      'select max_open_checks from security_controls where store_id = 2201',
    );
    expect(row.max_open_checks).toBe(12);
    const harbor = await json(await harborCompany.get('SecurityControls/GetSecurityControls'));
    expect(harbor.body.Entity.StoreId).toBeNull();
    const refused = await json(await harborCompany.post('SecurityControls/UpdateSecurityControl', body));
    expect(refused.status).toBe(403);
  });

  it('schedule enforcement and store configuration read the sole store', async () => {
    const schedule = await json(
      await marketCompany.get('ScheduleEnforcement/GetScheduleEnforcement?merchantId=1003&storeId=2201'),
    );
    expect(schedule.status).toBe(200);
    const settings = await json(await marketCompany.post('Store/GetStoreSettings', {}));
    expect(settings.status).toBe(200);
    expect(JSON.stringify(settings.body)).toContain('Corner Market');
    const harbor = await json(await harborCompany.post('Store/GetStoreSettings', {}));
    expect(harbor.status).toBe(403);
  });

  it('alert management: the sole store’s entries, editable', async () => {
    const alerts = await json(await marketCompany.get('Alert/GetAlertConfiguration'));
    expect(alerts.body).toMatchObject({ StoreId: 2201, MayEdit: true });
  });
});
