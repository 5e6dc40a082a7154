import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantDetails } from '../../src/domain/accountContract';
import type { PagedResult } from '../../src/domain/contract';
import type { MerchantUserRow } from '../../src/domain/merchantUsers';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => s.close());

async function merchant(agent: Agent, body: unknown = {}) {
  const res = await agent.post('Account/GetMerchant', body);
  return {
    status: res.status,
    body: (await res.json()) as { Entity: MerchantDetails } & Record<string, unknown>,
  };
}

async function users(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('User/GetUsers', { PageRowCount: 25, RequestedPageNum: 1, ...body });
  return {
    status: res.status,
    body: (await res.json()) as PagedResult<MerchantUserRow> & Record<string, unknown>,
  };
}

async function harborUserNames(where = 'true'): Promise<string[]> {
  const rows = await s.db.query<{ full_name: string }>(
    `select full_name from users where merchant_id = 1001 and ${where} order by lower(full_name), user_id`,
  );
  return rows.map((r) => r.full_name);
}

describe('POST /Account/GetMerchant', () => {
  it("answers the session's merchant: name, reseller, mode, type, status and its stores", async () => {
    const res = await merchant(await s.signedIn('owner'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      IsSuccessful: true,
      Entity: {
        MerchantId: 1001,
        MerchantName: 'Harbor Bistro Group',
        ResellerId: 1,
        ProductMode: 1,
        MerchantType: 1,
        MerchantStatusCode: 2,
        CountryId: 840,
        Culture: 'en-US',
        // Downtown, Uptown, Seaside (suspended), Midtown, Pier; Airport is deactivated
        StoreCount: 5,
        ActiveStoreCount: 4,
      },
    });
    const bank = await merchant(await s.signedIn('bankowner'));
    expect(bank.body.Entity).toMatchObject({
      MerchantId: 1002,
      MerchantName: 'Maple Bank Café',
      ResellerId: 10017,
    });
  });

  it('a merchant admin answers the merchant picked, and needs one first', async () => {
    const madmin = await s.signedIn('madmin');
    const none = await merchant(madmin);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.NoMerchantSelected' });
    expect(
      (await madmin.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1003 })).status,
    ).toBe(200);
    expect((await merchant(madmin)).body.Entity.MerchantName).toBe('Corner Market');
  });

  it('bad bodies are a 400 in the contract’s shape; unknown fields are ignored', async () => {
    const owner = await s.signedIn('owner');
    const array = await merchant(owner, [1001]);
    expect(array.status).toBe(400);
    expect(array.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.MalformedBody' });
    const broken = await owner.request('POST', 'Account/GetMerchant', {
      raw: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    // asking for another merchant changes nothing: the answer is always the session's
    expect((await merchant(owner, { MerchantId: 1002 })).body.Entity.MerchantId).toBe(1001);
  });
});

describe('POST /User/GetUsers', () => {
  it("the merchant's admins list every user of the merchant, by name, with what they may manage", async () => {
    const res = await users(await s.signedIn('owner'));
    expect(res.status).toBe(200);
    expect(res.body.ResultSet.map((u) => u.FullName)).toEqual(await harborUserNames());
    expect(res.body.TotalRowCount).toBe((await harborUserNames()).length);
    expect(res.body.ResultSet.find((u) => u.UserName === 'owner')).toMatchObject({
      FullName: 'Olivia Owner',
      Email: 'owner@example.com',
      IsAccountManager: true,
      IsCompanyUser: true,
      IsLocked: false,
    });
    expect(res.body.ResultSet.find((u) => u.UserName === 'shiftlead')).toMatchObject({
      IsCompanyUser: false,
      StoreCount: 2,
    });
    // a provider admin on the merchant too
    const admin = await users(await s.signedIn('admin', { merchant: 1001 }));
    expect(admin.body.TotalRowCount).toBe(res.body.TotalRowCount);
  });

  it('everyone else gets only the account managers, and only their names and e-mail addresses', async () => {
    const managers = await harborUserNames('is_account_manager');
    for (const caller of [await s.signedIn('manager'), await s.signedIn('partner', { merchant: 1001 })]) {
      const res = await users(caller);
      expect(res.status).toBe(200);
      expect(res.body.ResultSet.map((u) => u.FullName)).toEqual(managers);
      expect(res.body.ResultSet[0]).toEqual({
        MembershipUserId: null,
        FullName: 'Olivia Owner',
        Email: 'owner@example.com',
        IsAccountManager: true,
        UserName: null,
        IsCompanyUser: null,
        StoreCount: null,
        IsLocked: null,
      });
    }
  });

  it('AccountManagersOnly, search and sort', async () => {
    const owner = await s.signedIn('owner');
    expect((await users(owner, { AccountManagersOnly: true })).body.ResultSet.map((u) => u.FullName)).toEqual(
      await harborUserNames('is_account_manager'),
    );
    const found = await users(owner, { SearchArg: 'PASTDUE' });
    expect(found.body.ResultSet.map((u) => u.UserName)).toEqual(['pastdue']);
    const byEmail = await users(owner, { SortColumn: 'email', SortDirection: 'desc' });
    const emails = byEmail.body.ResultSet.map((u) => u.Email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it("never another merchant's users", async () => {
    const res = await users(await s.signedIn('bankowner'));
    expect(res.body.ResultSet.map((u) => u.UserName)).toEqual(['bankowner']);
    expect(JSON.stringify(res.body)).not.toContain('Harbor');
    expect(JSON.stringify(res.body)).not.toContain('Olivia');
  });

  it('bad input is a 400 in the contract’s shape', async () => {
    const owner = await s.signedIn('owner');
    for (const [body, key] of [
      [{ SortColumn: 'password_hash' }, 'Validation.SortColumn'],
      [{ AccountManagersOnly: 'yes' }, 'Validation.Type'],
      [{ SearchArg: 'x'.repeat(101) }, 'Validation.MaxLength'],
    ] as const) {
      const res = await users(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
  });
});
