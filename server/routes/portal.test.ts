import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('GET /Portal/GetPortalData', () => {
  // every name of 1-foundation §3's portal data: server/conformance/1-foundation.test.ts
  it("answers 1-foundation §3's values of the session's merchant and store", async () => {
    const agent = s.agent();
    await agent.login('manager');
    const data = await (await agent.get('Portal/GetPortalData')).json();
    expect(data).toMatchObject({
      userFullName: 'Marco Manager',
      userName: 'manager',
      posUserId: expect.any(Number),
      membershipUserId: expect.any(String),
      merhantId: 1001,
      merchantName: 'Harbor Bistro Group',
      storeId: 2001,
      storeName: 'Harbor Downtown',
      resellerId: 1,
      ProductMode: 1,
      creditGateway: 8,
      timeout: 40,
      customerCare: 'Y',
      countryId: 840,
      featPilotProgram: 'Y',
    });
    expect(JSON.parse(data.featureIds)).toContain(45);
  });

  it("carries the session store's state (its marks and badges wherever it is named)", async () => {
    const manager = s.agent();
    await manager.login('manager');
    expect(await (await manager.get('Portal/GetPortalData')).json()).toMatchObject({
      storeIsDeleted: false,
      storeStatusCode: 2,
      storeHasFirstRun: true,
    });
    const admin = s.agent();
    await admin.login('admin');
    await admin.post('Account/SaveStoreContext?StoreId=2003', {
      StoreCode: '',
      StoreName: '',
      OverrideMerchantId: 1001,
    });
    expect(await (await admin.get('Portal/GetPortalData')).json()).toMatchObject({
      storeName: 'Harbor Airport',
      storeIsDeleted: true,
    });
  });

  it('the bank merchant answers reseller 10017', async () => {
    const agent = s.agent('bank.localhost:8080');
    await agent.login('bankowner');
    const data = await (await agent.get('Portal/GetPortalData')).json();
    expect(data.resellerId).toBe(10017);
    expect(data.merchantName).toBe('Maple Bank Café');
  });
});

describe('GET /Reseller/GetResellerConfiguration', () => {
  it('gives 10017 for the bank host and 1 otherwise', async () => {
    const bank = await (await s.agent('bank.localhost:8080').get('Reseller/GetResellerConfiguration')).json();
    const plain = await (await s.agent().get('Reseller/GetResellerConfiguration')).json();
    expect(bank.Entity.ResellerId).toBe(10017);
    expect(plain.Entity.ResellerId).toBe(1);
  });
});

describe('the portal data is cached per session and still right after a change (issue: portal data cached per session)', () => {
  it('a change of the merchant, its stores, the store or the role shows at the next request', async () => {
    const agent = s.agent();
    await agent.login('owner');
    await agent.post('Account/SaveStoreContext?StoreId=2001', {});
    const data = async () => (await agent.get('Portal/GetPortalData')).json();
    expect((await data()).merchantName).toBe('Harbor Bistro Group');
    expect((await data()).merchantName).toBe('Harbor Bistro Group');
    const activeBefore = (await data()).activeStoreCount;

    await s.db.query("update merchants set name = 'Harbor Bistro & Co' where merchant_id = 1001");
    expect((await data()).merchantName).toBe('Harbor Bistro & Co');
    await s.db.query('update stores set status_code = 3 where store_id = 2002');
    expect((await data()).activeStoreCount).toBe(activeBefore - 1);
    await s.db.query("update stores set name = 'Harbor Downtown East' where store_id = 2001");
    expect((await data()).storeName).toBe('Harbor Downtown East');
    await s.db.query("update users set is_account_manager = false where username = 'owner'");
    expect((await data()).isAccountManager).toBe(false);
    await agent.post('Account/SaveStoreContext?StoreId=0', {});
    expect((await data()).storeName).toBeNull();

    await s.db.query("update merchants set name = 'Harbor Bistro Group' where merchant_id = 1001");
    await s.db.query('update stores set status_code = 2 where store_id = 2002');
    await s.db.query("update stores set name = 'Harbor Downtown' where store_id = 2001");
    await s.db.query("update users set is_account_manager = true where username = 'owner'");
  });
});

describe('per-user answers are never kept by a shared cache (issue: no-store)', () => {
  it('API answers and classic pages say no-store; the built app’s files may be cached', async () => {
    const agent = s.agent();
    await agent.login('owner');
    for (const path of [
      'Portal/GetPortalData',
      'FeatureFlag/GetFeatureFlags',
      'Notification/GetNotifications',
      'Legacy/account/overview',
      'Legacy/results/cashmanager',
      'Account/GetVersion',
    ]) {
      expect((await agent.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await agent.post('MyStore/GetActivitySummary', {})).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await agent.get('server-pages.css')).headers.get('cache-control')).toContain('max-age');
  });
});
