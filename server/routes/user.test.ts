import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { DEMO_PASSWORD } from '../demo/accounts';

const NEW_PASSWORD = 'Harbor!Light42';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

async function userRow(username: string) {
  const [row] = await s.db.query<{ membership_user_id: string; pos_user_id: number; password_hash: string }>(
    'select membership_user_id, pos_user_id, password_hash, must_change_password from users where username = $1',
    [username],
  );
  return row;
}

async function changeBody(username: string, overrides: Record<string, unknown> = {}) {
  const row = await userRow(username);
  return {
    MembershipUserId: row.membership_user_id,
    MembershipUserName: username,
    POSUserId: row.pos_user_id,
    OldPassword: DEMO_PASSWORD,
    Password: NEW_PASSWORD,
    ReenterPassword: NEW_PASSWORD,
    ...overrides,
  };
}

describe('POST /User/ChangePassword', () => {
  it("changes the session user's password and ends the user's other sessions", async () => {
    const agent = await s.signedIn('marketowner');
    const other = await s.signedIn('marketowner');
    const res = await agent.post('User/ChangePassword', await changeBody('marketowner'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ IsSuccessful: true });
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    expect((await other.get('Portal/GetPortalData')).status).toBe(401);
    expect((await s.agent().login('marketowner', NEW_PASSWORD)).success).toBe(true);
    expect((await s.agent().login('marketowner', DEMO_PASSWORD)).errorCode).toBe('I');
  });

  it('refuses the server-side rules of changePasswordSchema, changing nothing', async () => {
    const agent = await s.signedIn('owner');
    const before = (await userRow('owner')).password_hash;
    const cases: [Record<string, unknown>, string][] = [
      [{ Password: DEMO_PASSWORD, ReenterPassword: DEMO_PASSWORD }, 'ChangePassword.SimilarPassword'],
      [{ Password: 'MyOwner#2026', ReenterPassword: 'MyOwner#2026' }, 'ChangePassword.ContainsUsername'],
      [{ ReenterPassword: 'Harbor!Light43' }, 'ChangePassword.PasswordsNotMatch'],
      [{ Password: 'weak', ReenterPassword: 'weak' }, 'Password.FormatError'],
      [{ OldPassword: '' }, 'Validation.Required'],
      [{ MembershipUserId: ['x'] }, 'Validation.Type'],
    ];
    for (const [overrides, key] of cases) {
      const res = await agent.post('User/ChangePassword', await changeBody('owner', overrides));
      expect(res.status, key).toBe(400);
      expect(await res.json()).toMatchObject({
        IsSuccessful: false,
        MessageKey: key,
        Message: expect.any(String),
      });
    }
    expect((await userRow('owner')).password_hash).toBe(before);
  });

  it('refuses a wrong old password with OldPasswordIncorrect', async () => {
    const agent = await s.signedIn('owner');
    const res = await agent.post(
      'User/ChangePassword',
      await changeBody('owner', { OldPassword: 'Not#ThePassword1' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ MessageKey: 'ChangePassword.OldPasswordIncorrect' });
  });

  it("refuses another user's MembershipUserId (403)", async () => {
    const agent = await s.signedIn('owner');
    const body = await changeBody('owner', {
      MembershipUserId: (await userRow('manager')).membership_user_id,
    });
    const res = await agent.post('User/ChangePassword', body);
    expect(res.status).toBe(403);
  });

  it('needs a session (401) and the csrf header (403)', async () => {
    const body = await changeBody('owner');
    expect((await s.agent().post('User/ChangePassword', body)).status).toBe(401);
    const agent = await s.signedIn('owner');
    expect((await agent.post('User/ChangePassword', body, { requestverificationtoken: '' })).status).toBe(
      403,
    );
    expect(
      (await agent.post('User/ChangePassword', body, { requestverificationtoken: 'forged' })).status,
    ).toBe(403);
  });

  it('§3’s body (no OldPassword) serves the change asked at log-on only; the new password still differs', async () => {
    const { OldPassword: _old, ...spec } = await changeBody('owner');
    const owner = await s.signedIn('owner');
    const refused = await owner.post('User/ChangePassword', spec);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ MessageKey: 'Validation.Required', Field: 'OldPassword' });

    await s.db.query("update users set must_change_password = true where username = 'partnersupport'");
    const agent = s.agent();
    expect((await agent.login('partnersupport')).resetPassword).toBe(true);
    const { OldPassword: _o, ...body } = await changeBody('partnersupport');
    const same = await agent.post('User/ChangePassword', {
      ...body,
      Password: DEMO_PASSWORD,
      ReenterPassword: DEMO_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ MessageKey: 'ChangePassword.SimilarPassword' });
    expect((await agent.post('User/ChangePassword', body)).status).toBe(200);
    expect((await s.agent().login('partnersupport', NEW_PASSWORD)).resetPassword).toBe(false);
  });

  it('a user who must change the password may do only that (pending gate), then everything', async () => {
    const agent = s.agent();
    const result = await agent.login('resetme');
    expect(result.resetPassword).toBe(true);
    const blocked = await agent.get('Portal/GetPortalData');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ MessageKey: 'Server.AccountActionPending' });
    expect((await agent.post('Account/KeepAlive', {})).status).toBe(200);
    expect((await agent.post('User/ChangePassword', await changeBody('resetme'))).status).toBe(200);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    expect((await s.agent().login('resetme', NEW_PASSWORD)).resetPassword).toBe(false);
  });
});

describe('POST /User/GetBackOfficeAssignedStoresForUser', () => {
  it("answers the session user's assigned stores by name, with the row shape of the contract", async () => {
    const agent = await s.signedIn('shiftlead');
    const res = await agent.post('User/GetBackOfficeAssignedStoresForUser', {
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
    });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ IsSuccessful: true, TotalRowCount: 2 });
    expect(page.ResultSet).toEqual([
      {
        MerchantId: 1001,
        StoreId: 2001,
        StoreCode: 'HB-DT',
        StoreName: 'Harbor Downtown',
        MerchantName: 'Harbor Bistro Group',
        IsDeleted: false,
        HasFirstRun: true,
        StoreStatusCode: 2,
      },
      expect.objectContaining({ StoreId: 2002, StoreName: 'Harbor Uptown' }),
    ]);
  });

  it('searches by name or code and pages', async () => {
    const agent = await s.signedIn('shiftlead');
    const byName = await (
      await agent.post('User/GetBackOfficeAssignedStoresForUser', { SearchArg: 'uptown' })
    ).json();
    expect(byName.ResultSet.map((r: { StoreId: number }) => r.StoreId)).toEqual([2002]);
    const byCode = await (
      await agent.post('User/GetBackOfficeAssignedStoresForUser', { SearchArg: 'hb-dt' })
    ).json();
    expect(byCode.ResultSet.map((r: { StoreId: number }) => r.StoreId)).toEqual([2001]);
    const second = await (
      await agent.post('User/GetBackOfficeAssignedStoresForUser', { PageRowCount: 1, RequestedPageNum: 2 })
    ).json();
    expect(second).toMatchObject({ TotalRowCount: 2, ResultSet: [{ StoreId: 2002 }] });
  });

  it('hides deactivated assigned stores on request', async () => {
    expect((await s.agent().login('airport')).errorCode).toBe('D');
    await s.db.query(
      'insert into user_stores (user_id, store_id) select user_id, 2001 from users where username = $1',
      ['airport'],
    );
    const agent = await s.signedIn('airport');
    const all = await (await agent.post('User/GetBackOfficeAssignedStoresForUser', {})).json();
    expect(all.ResultSet.map((r: { StoreId: number }) => r.StoreId)).toEqual([2003, 2001]);
    expect(all.ResultSet[0]).toMatchObject({ IsDeleted: true, StoreStatusCode: 3 });
    const live = await (
      await agent.post('User/GetBackOfficeAssignedStoresForUser', { SearchArg5: false })
    ).json();
    expect(live).toMatchObject({ TotalRowCount: 1, ResultSet: [{ StoreId: 2001 }] });
  });

  it('a company user has none assigned', async () => {
    const agent = await s.signedIn('owner');
    const page = await (await agent.post('User/GetBackOfficeAssignedStoresForUser', {})).json();
    expect(page).toMatchObject({ TotalRowCount: 0, ResultSet: [] });
  });

  it('needs a session and csrf; a bad body is a 400', async () => {
    expect((await s.agent().post('User/GetBackOfficeAssignedStoresForUser', {})).status).toBe(401);
    const agent = await s.signedIn('shiftlead');
    expect(
      (await agent.post('User/GetBackOfficeAssignedStoresForUser', {}, { requestverificationtoken: '' }))
        .status,
    ).toBe(403);
    for (const body of [
      { PageRowCount: 0 },
      { PageRowCount: 'many' },
      { RequestedPageNum: -1 },
      { SearchArg: 'x'.repeat(101) },
    ]) {
      const res = await agent.post('User/GetBackOfficeAssignedStoresForUser', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ IsSuccessful: false });
    }
  });
});
