import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

async function context(agent: Agent) {
  const data = await (await agent.get('Portal/GetPortalData')).json();
  return { merchantId: data.merhantId as number | null, storeId: data.storeId as number | null };
}

function save(agent: Agent, storeId: number | string, body: Record<string, unknown> = {}) {
  return agent.post(`Account/SaveStoreContext?StoreId=${storeId}`, {
    StoreCode: null,
    StoreName: null,
    OverrideMerchantId: null,
    ...body,
  });
}

async function merchants(agent: Agent, query = '') {
  const res = await agent.get(`Account/GetStoresWithMerchantsInfo${query ? `?${query}` : ''}`);
  return { status: res.status, body: await res.json() };
}

const ids = (rows: { MerchantId?: number; StoreId?: number }[]) => rows.map((r) => r.MerchantId ?? r.StoreId);

describe('the session that LogOn starts', () => {
  it('has a store only when the user will not pick one (a single store in good standing)', async () => {
    expect(await context(await s.signedIn('manager'))).toEqual({ merchantId: 1001, storeId: 2001 });
    expect(await context(await s.signedIn('marketowner'))).toEqual({ merchantId: 1003, storeId: 2201 });
    expect(await context(await s.signedIn('owner'))).toEqual({ merchantId: 1001, storeId: null });
    expect(await context(await s.signedIn('shiftlead'))).toEqual({ merchantId: 1001, storeId: null });
    expect(await context(await s.signedIn('pastdue'))).toEqual({ merchantId: 1001, storeId: null });
    expect(await context(await s.signedIn('suspended'))).toEqual({ merchantId: 1001, storeId: null });
  });

  it('admins, merchant admins and partners start with no merchant and no store', async () => {
    for (const name of ['admin', 'support', 'madmin', 'partner']) {
      expect(await context(await s.signedIn(name)), name).toEqual({ merchantId: null, storeId: null });
    }
  });

  it("the login result still describes the user's store for the modals", async () => {
    const owner = await s.agent().login('owner');
    expect(owner).toMatchObject({ storeId: 2001, merchantStoreCount: 5 });
    const pastdue = await s.agent().login('pastdue');
    expect(pastdue).toMatchObject({ storeId: 2005, storePastDueRemainingDays: -5 });
    const suspended = await s.agent().login('suspended');
    expect(suspended).toMatchObject({ storeId: 2004, storeStatusCode: 5 });
  });
});

describe('GET /Account/GetStoresWithMerchantsInfo', () => {
  it('admins see every merchant, by name, with the row shape of the contract', async () => {
    const { status, body } = await merchants(await s.signedIn('admin'), 'PageRowCount=25&RequestedPageNum=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ IsSuccessful: true, TotalRowCount: 4 });
    expect(ids(body.ResultSet)).toEqual([1003, 1001, 1002, 1004]);
    expect(body.ResultSet[1]).toEqual({
      MerchantId: 1001,
      MerchantName: 'Harbor Bistro Group',
      ResellerId: 1,
      ProductMode: 1,
      StoreCount: 5,
      IsDeleted: false,
    });
    expect(body.ResultSet[3]).toMatchObject({ MerchantId: 1004, IsDeleted: true });
    for (const name of ['support', 'supportadmin']) {
      expect((await merchants(await s.signedIn(name))).body.TotalRowCount).toBe(4);
    }
  });

  it('searches by name or id, hides deactivated merchants on request, and pages', async () => {
    const admin = await s.signedIn('admin');
    expect(ids((await merchants(admin, 'SearchArg=harbor')).body.ResultSet)).toEqual([1001]);
    expect(ids((await merchants(admin, 'SearchArg=1002')).body.ResultSet)).toEqual([1002]);
    expect((await merchants(admin, 'SearchArg=100')).body.TotalRowCount).toBe(4);
    expect(ids((await merchants(admin, 'SearchArg5=false')).body.ResultSet)).toEqual([1003, 1001, 1002]);
    const page2 = (await merchants(admin, 'PageRowCount=2&RequestedPageNum=2')).body;
    expect(page2.TotalRowCount).toBe(4);
    expect(ids(page2.ResultSet)).toEqual([1002, 1004]);
    expect((await merchants(admin, 'SearchArg=%25')).body.TotalRowCount).toBe(0);
  });

  it('merchant admins and partners see only the merchants linked to them', async () => {
    expect(ids((await merchants(await s.signedIn('madmin'))).body.ResultSet)).toEqual([1003, 1001, 1002]);
    for (const name of ['partner', 'partnermanager', 'partnersupport']) {
      expect(ids((await merchants(await s.signedIn(name))).body.ResultSet), name).toEqual([1003, 1001]);
    }
  });

  it('plain users are refused (403); no session is a 401; a bad query a 400', async () => {
    for (const name of ['owner', 'manager'])
      expect((await merchants(await s.signedIn(name))).status).toBe(403);
    expect((await merchants(s.agent())).status).toBe(401);
    const admin = await s.signedIn('admin');
    for (const q of ['PageRowCount=0', 'PageRowCount=many', 'RequestedPageNum=0', 'SearchArg5=maybe']) {
      const { status, body } = await merchants(admin, q);
      expect(status, q).toBe(400);
      expect(body).toMatchObject({ IsSuccessful: false });
    }
  });
});

describe('POST /Account/CheckStoreAccountStatus', () => {
  it('answers past-due days, status, billing info and account manager for a store the user may select', async () => {
    const pastdue = await s.signedIn('pastdue');
    const res = await pastdue.post('Account/CheckStoreAccountStatus', { StoreId: 2005, MerchantId: 1001 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      IsSuccessful: true,
      PastDueRemainingDays: -5,
      StoreStatusCode: 2,
      BillingInfo: 'Payment due 2026-11-15',
      IsAccountManager: false,
    });
    const owner = await s.signedIn('owner');
    const seaside = await (
      await owner.post('Account/CheckStoreAccountStatus', { StoreId: 2004, MerchantId: 1001 })
    ).json();
    expect(seaside).toMatchObject({
      StoreStatusCode: 5,
      PastDueRemainingDays: null,
      BillingInfo: null,
      IsAccountManager: true,
    });
  });

  it("refuses a store the user may not select (another merchant's, not assigned, not linked): 403", async () => {
    const cases: [string, number, number][] = [
      ['owner', 2101, 1002],
      ['manager', 2002, 1001],
      ['partner', 2101, 1002],
      ['owner', 2001, 1002],
      ['owner', 9999, 1001],
    ];
    for (const [name, StoreId, MerchantId] of cases) {
      const res = await (await s.signedIn(name)).post('Account/CheckStoreAccountStatus', {
        StoreId,
        MerchantId,
      });
      expect(res.status, `${name} ${StoreId}`).toBe(403);
    }
    const admin = await s.signedIn('admin');
    expect(
      (await admin.post('Account/CheckStoreAccountStatus', { StoreId: 2101, MerchantId: 1002 })).status,
    ).toBe(200);
    const partner = await s.signedIn('partner');
    expect(
      (await partner.post('Account/CheckStoreAccountStatus', { StoreId: 2201, MerchantId: 1003 })).status,
    ).toBe(200);
  });

  it('needs a session and csrf; a bad body is a 400', async () => {
    expect(
      (await s.agent().post('Account/CheckStoreAccountStatus', { StoreId: 2001, MerchantId: 1001 })).status,
    ).toBe(401);
    const owner = await s.signedIn('owner');
    expect(
      (
        await owner.post(
          'Account/CheckStoreAccountStatus',
          { StoreId: 2001, MerchantId: 1001 },
          { requestverificationtoken: 'forged' },
        )
      ).status,
    ).toBe(403);
    for (const body of [
      {},
      { StoreId: 'x', MerchantId: 1001 },
      { StoreId: -1, MerchantId: 1001 },
      { StoreId: 2001 },
    ]) {
      expect((await owner.post('Account/CheckStoreAccountStatus', body)).status).toBe(400);
    }
  });
});

describe('POST /Account/SaveStoreContext', () => {
  it('a company user selects a store of the merchant; StoreId 0 leaves the store', async () => {
    const owner = await s.signedIn('owner');
    const res = await save(owner, 2002, { StoreCode: 'HB-UT', StoreName: 'Harbor Uptown' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ IsSuccessful: true });
    expect(await context(owner)).toEqual({ merchantId: 1001, storeId: 2002 });
    const [row] = await s.db.query<{ store_id: number }>(
      'select store_id from sessions where store_id = 2002',
    );
    expect(row.store_id).toBe(2002);
    expect((await save(owner, 0)).status).toBe(200);
    expect(await context(owner)).toEqual({ merchantId: 1001, storeId: null });
  });

  it('plain users: deactivated 400, suspended 403, overdue 403 unless account manager; nothing changed', async () => {
    const owner = await s.signedIn('owner');
    await save(owner, 2001);
    const deactivated = await save(owner, 2003);
    expect(deactivated.status).toBe(400);
    expect(await deactivated.json()).toMatchObject({ MessageKey: 'StoreSelection.StoreDeactivated' });
    const suspended = await save(owner, 2004);
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toMatchObject({ MessageKey: 'StoreSelection.StoreSuspended' });
    expect(await context(owner)).toEqual({ merchantId: 1001, storeId: 2001 });
    expect((await save(owner, 2005)).status).toBe(200); // overdue, but owner is an account manager

    const pastdue = await s.signedIn('pastdue');
    const overdue = await save(pastdue, 2005);
    expect(overdue.status).toBe(403);
    expect(await overdue.json()).toMatchObject({ MessageKey: 'StoreSelection.StoreOverdue' });
    expect(await context(pastdue)).toEqual({ merchantId: 1001, storeId: null });

    const suspendedUser = await s.signedIn('suspended');
    expect((await save(suspendedUser, 2004)).status).toBe(403);
  });

  it("refuses another merchant's store, an unassigned store and a merchant override by plain users", async () => {
    const owner = await s.signedIn('owner');
    expect((await save(owner, 2101)).status).toBe(403);
    expect((await save(owner, 0, { OverrideMerchantId: 1002 })).status).toBe(403);
    expect((await save(owner, 2101, { OverrideMerchantId: 1002 })).status).toBe(403);
    expect((await save(owner, 2002, { OverrideMerchantId: 1001 })).status).toBe(200);
    const shiftlead = await s.signedIn('shiftlead');
    expect((await save(shiftlead, 2005)).status).toBe(403);
    expect((await save(shiftlead, 0)).status).toBe(403);
    expect((await save(shiftlead, 2002)).status).toBe(200);
    expect(await context(shiftlead)).toEqual({ merchantId: 1001, storeId: 2002 });
  });

  it('an admin overrides the merchant, then may open suspended, overdue and deactivated stores', async () => {
    const admin = await s.signedIn('admin');
    expect((await save(admin, 2001)).status).toBe(403); // no merchant yet
    expect((await save(admin, 0, { OverrideMerchantId: 1001 })).status).toBe(200);
    expect(await context(admin)).toEqual({ merchantId: 1001, storeId: null });
    for (const store of [2004, 2005, 2003]) {
      expect((await save(admin, store)).status, String(store)).toBe(200);
      expect(await context(admin)).toEqual({ merchantId: 1001, storeId: store });
    }
    expect((await save(admin, 2101)).status).toBe(403); // not of the session's merchant
    expect((await save(admin, 2101, { OverrideMerchantId: 1002 })).status).toBe(200);
    expect(await context(admin)).toEqual({ merchantId: 1002, storeId: 2101 });
    expect((await save(admin, 0, { OverrideMerchantId: 424242 })).status).toBe(403);
  });

  it('merchant admins and partners: only linked merchants; no suspended or overdue store', async () => {
    const madmin = await s.signedIn('madmin');
    expect((await save(madmin, 0, { OverrideMerchantId: 1004 })).status).toBe(403);
    expect((await save(madmin, 0, { OverrideMerchantId: 1001 })).status).toBe(200);
    expect((await save(madmin, 2004)).status).toBe(403);
    expect((await save(madmin, 2005)).status).toBe(403);
    expect((await save(madmin, 2003)).status).toBe(200); // deactivated: shown to them with a * mark
    expect((await save(madmin, 2002)).status).toBe(200);
    expect(await context(madmin)).toEqual({ merchantId: 1001, storeId: 2002 });

    const partner = await s.signedIn('partner');
    expect((await save(partner, 0, { OverrideMerchantId: 1002 })).status).toBe(403);
    expect((await save(partner, 2201, { OverrideMerchantId: 1003 })).status).toBe(200);
    expect(await context(partner)).toEqual({ merchantId: 1003, storeId: 2201 });
  });

  it('needs a session and csrf; bad query or body is a 400 and changes nothing', async () => {
    expect((await save(s.agent(), 2002)).status).toBe(401);
    const owner = await s.signedIn('owner');
    expect(
      (await owner.post('Account/SaveStoreContext?StoreId=2002', {}, { requestverificationtoken: '' }))
        .status,
    ).toBe(403);
    for (const storeId of ['-1', 'x', '1.5']) expect((await save(owner, storeId)).status, storeId).toBe(400);
    expect((await owner.post('Account/SaveStoreContext', {})).status).toBe(400);
    expect((await save(owner, 2002, { OverrideMerchantId: 'other' })).status).toBe(400);
    expect((await save(owner, 2002, { StoreName: 'x'.repeat(101) })).status).toBe(400);
    expect(await context(owner)).toEqual({ merchantId: 1001, storeId: null });
  });
});
