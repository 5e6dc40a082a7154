import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
  // Corner Market (1003) gets 30 more stores: "Corner Annex 01" … "Corner Annex 30", every tenth deactivated.
  await s.db.query(
    `insert into stores (store_id, merchant_id, store_code, name, status_code, is_deleted)
     select 3000 + g, 1003, 'CA-' || g, 'Corner Annex ' || lpad(g::text, 2, '0'),
            case when g % 10 = 0 then 3 else 2 end, g % 20 = 0
     from generate_series(1, 30) g`,
  );
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

async function stores(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('Company/GetMerchantStores', body);
  return { status: res.status, body: await res.json() };
}

const names = (rows: { StoreName: string }[]) => rows.map((r) => r.StoreName);

describe('POST /Company/GetMerchantStores', () => {
  it("pages the session merchant's stores by name, 25 a page by default, with the total", async () => {
    const owner = await s.signedIn('marketowner');
    const first = await stores(owner, {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ IsSuccessful: true, TotalRowCount: 31 });
    expect(first.body.ResultSet).toHaveLength(25);
    expect(first.body.ResultSet[0]).toEqual({
      MerchantId: 1003,
      StoreId: 3001,
      StoreCode: 'CA-1',
      StoreName: 'Corner Annex 01',
      MerchantName: 'Corner Market',
      IsDeleted: false,
      HasFirstRun: true,
      StoreStatusCode: 2,
    });
    const second = await stores(owner, { RequestedPageNum: 2 });
    expect(names(second.body.ResultSet)).toEqual([
      'Corner Annex 26',
      'Corner Annex 27',
      'Corner Annex 28',
      'Corner Annex 29',
      'Corner Annex 30',
      'Corner Market',
    ]);
    expect(second.body.TotalRowCount).toBe(31);
    const small = await stores(owner, { PageRowCount: 10, RequestedPageNum: 4 });
    expect(names(small.body.ResultSet)).toEqual(['Corner Market']);
    expect((await stores(owner, { RequestedPageNum: 99 })).body).toMatchObject({
      ResultSet: [],
      TotalRowCount: 31,
    });
  });

  it('hides deactivated stores (deleted or Inactive) when SearchArg5 or includeDeletedStores is false', async () => {
    const owner = await s.signedIn('marketowner');
    const all = await stores(owner, { PageRowCount: 100 });
    expect(
      all.body.ResultSet.filter((r: { StoreStatusCode: number }) => r.StoreStatusCode === 3),
    ).toHaveLength(3);
    expect(all.body.ResultSet.find((r: { StoreId: number }) => r.StoreId === 3020)).toMatchObject({
      IsDeleted: true,
    });
    expect((await stores(owner, { SearchArg5: false })).body.TotalRowCount).toBe(28);
    expect((await stores(owner, { includeDeletedStores: false })).body.TotalRowCount).toBe(28);
    expect((await stores(owner, { SearchArg5: true, includeDeletedStores: true })).body.TotalRowCount).toBe(
      31,
    );
  });

  it('searches by name or code, case-insensitively', async () => {
    const owner = await s.signedIn('marketowner');
    const byName = await stores(owner, { SearchArg: 'annex 1' });
    expect(byName.body.TotalRowCount).toBe(10);
    expect(names(byName.body.ResultSet)[0]).toBe('Corner Annex 10');
    expect(names((await stores(owner, { SearchArg: 'cm-01' })).body.ResultSet)).toEqual(['Corner Market']);
    expect((await stores(owner, { SearchArg: '  MARKET ' })).body.TotalRowCount).toBe(1);
    expect((await stores(owner, { SearchArg: '_' })).body.TotalRowCount).toBe(0);
  });

  it('admins and partners list the merchant they selected; merchant admins need one first', async () => {
    const admin = await s.signedIn('admin');
    const none = await stores(admin);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ MessageKey: 'Server.NoMerchantSelected' });
    await admin.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1001 });
    const harbor = await stores(admin);
    expect(harbor.body.TotalRowCount).toBe(6);
    expect(names(harbor.body.ResultSet)).toContain('Harbor Airport');

    const partner = await s.signedIn('partner');
    await partner.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1003 });
    expect((await stores(partner)).body.TotalRowCount).toBe(31);
    const madmin = await s.signedIn('madmin');
    expect((await stores(madmin)).status).toBe(403);
  });

  it('company users see only their merchant; store users are refused (403)', async () => {
    const owner = await s.signedIn('owner');
    const harbor = await stores(owner);
    expect(new Set(harbor.body.ResultSet.map((r: { MerchantId: number }) => r.MerchantId))).toEqual(
      new Set([1001]),
    );
    for (const name of ['manager', 'shiftlead'])
      expect((await stores(await s.signedIn(name))).status).toBe(403);
  });

  it('needs a session and csrf; a bad body is a 400', async () => {
    expect((await stores(s.agent())).status).toBe(401);
    const owner = await s.signedIn('owner');
    expect((await owner.post('Company/GetMerchantStores', {}, { requestverificationtoken: '' })).status).toBe(
      403,
    );
    for (const body of [
      { PageRowCount: 0 },
      { PageRowCount: 'lots' },
      { PageRowCount: 10001 },
      { RequestedPageNum: 0 },
      { SearchArg: 'x'.repeat(101) },
      { SearchArg5: 'perhaps' },
    ]) {
      const res = await stores(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, Message: expect.any(String) });
    }
    const raw = await owner.request('POST', 'Company/GetMerchantStores', {
      raw: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });
});
