import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

const DAY = 86_400_000;

async function notifications(agent: Agent) {
  const res = await agent.get('Notification/GetNotifications');
  return { status: res.status, body: await res.json() };
}

describe('GET /Notification/GetNotifications', () => {
  it("answers the session merchant's active notifications in the contract's shape", async () => {
    const { status, body } = await notifications(await s.signedIn('manager'));
    expect(status).toBe(200);
    expect(body).toEqual({
      IsSuccessful: true,
      Entity: [
        {
          NotificationId: expect.any(Number),
          NotificationTitle: 'Scheduled maintenance',
          NotificationDescription: expect.any(String),
          Messages: [
            {
              MessageText: expect.any(String),
              Links: [
                {
                  LinkKey: 'maintenance-details',
                  LinkURL: expect.stringMatching(/^https:/),
                  LinkText: expect.any(String),
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it("another merchant's notifications are not shown; one for everyone is", async () => {
    expect((await notifications(await s.signedIn('bankowner'))).body.Entity).toEqual([]);
    await s.db.query(
      `insert into notifications (merchant_id, title, description, messages, starts_at, ends_at) values
       (null, 'For everyone', '', '[]', $1, $2),
       (1002, 'Not yet', '', '[]', $3, $4),
       (1002, 'Over', '', '[]', $5, $6)`,
      [
        new Date(TEST_NOW.getTime() - DAY),
        new Date(TEST_NOW.getTime() + DAY),
        new Date(TEST_NOW.getTime() + DAY),
        new Date(TEST_NOW.getTime() + 2 * DAY),
        new Date(TEST_NOW.getTime() - 2 * DAY),
        new Date(TEST_NOW.getTime() - DAY),
      ],
    );
    const bank = (await notifications(await s.signedIn('bankowner'))).body.Entity;
    expect(bank.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual(['For everyone']);
    const harbor = (await notifications(await s.signedIn('owner'))).body.Entity;
    expect(harbor.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual([
      'Scheduled maintenance',
      'For everyone',
    ]);
    const admin = (await notifications(await s.signedIn('admin'))).body.Entity;
    expect(admin.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual(['For everyone']);
  });

  it('ends with the notification (the seeded one for 1001 ends 30 days after the seed date)', async () => {
    s.clock.advance(30 * DAY);
    const later = await s.signedIn('owner');
    const titles = (await notifications(later)).body.Entity.map(
      (n: { NotificationTitle: string }) => n.NotificationTitle,
    );
    expect(titles).not.toContain('Scheduled maintenance');
    s.clock.set(TEST_NOW);
  });

  it('needs a session', async () => {
    expect((await notifications(s.agent())).status).toBe(401);
  });
});

describe('the notifications modal is seen once per server session', () => {
  const seen = async (agent: Agent) => {
    const res = await agent.get('Notification/GetNotificationsSeen');
    return { status: res.status, body: await res.json() };
  };

  it('is not seen after a log-on; marked seen, it stays seen for the session (every tab of it)', async () => {
    const agent = await s.signedIn('owner');
    expect(await seen(agent)).toEqual({ status: 200, body: { IsSuccessful: true, Entity: false } });
    const mark = await agent.post('Notification/MarkNotificationsSeen');
    expect(mark.status).toBe(200);
    expect(await mark.json()).toEqual({ IsSuccessful: true });
    expect((await seen(agent)).body.Entity).toBe(true);
    // marking again changes nothing
    expect((await agent.post('Notification/MarkNotificationsSeen')).status).toBe(200);
    expect((await seen(agent)).body.Entity).toBe(true);
  });

  it('a new log-on is a new session: not seen; the other session keeps its mark', async () => {
    const first = await s.signedIn('owner');
    await first.post('Notification/MarkNotificationsSeen');
    const second = await s.signedIn('owner');
    expect((await seen(second)).body.Entity).toBe(false);
    expect((await seen(first)).body.Entity).toBe(true);
  });

  it('log-off clears the mark with the session', async () => {
    const count = async () =>
      Number((await s.db.query<{ n: string }>('select count(*) as n from session_notifications_seen'))[0].n);
    const agent = await s.signedIn('manager');
    await agent.post('Notification/MarkNotificationsSeen');
    const before = await count();
    await agent.get('Account/LogOff');
    expect(await count()).toBe(before - 1);
  });

  it('needs a session, and the csrf header to mark', async () => {
    expect((await seen(s.agent())).status).toBe(401);
    expect((await s.agent().post('Notification/MarkNotificationsSeen')).status).toBe(401);
    const agent = await s.signedIn('owner');
    const res = await agent.post('Notification/MarkNotificationsSeen', undefined, {
      requestverificationtoken: 'x',
    });
    expect(res.status).toBe(403);
    expect((await seen(agent)).body.Entity).toBe(false);
  });
});
