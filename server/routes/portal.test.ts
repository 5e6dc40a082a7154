import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('GET /Portal/GetPortalData', () => {
  it("answers every field of 1-foundation §3 for the session's merchant and store", async () => {
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
    for (const key of [
      'AppEnvironment',
      'storeCode',
      'userRole',
      'activeStoreCount',
      'supportStoreChange',
      'isAccountManager',
      'merchantType',
      'merchantCulture',
      'hasEmvAndGiftSupport',
      'isOfflineCreditEnabled',
      'isAlohaOrderDirectAddOnEnabled',
      'isASMEnabled',
      'isASMReportingEnabled',
      'isASMEmployeeEnabled',
      'smartManagerBaseUrl',
      'bslOrg',
      'bslEuid',
      'featDonations',
      'featConfigurableRolePermissions',
      'featCashManager',
      'featDynamicDelivery',
      'featLimitOpenChecks',
      'featLimitMaxRefundAmount',
      'featLimitClearItems',
      'featLimitDeleteTickets',
    ]) {
      expect(data).toHaveProperty(key);
    }
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
