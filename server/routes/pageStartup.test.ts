import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageStartup, STARTUP_ANSWERS_ID } from '../../src/domain/startupReads';
import { startTestServer, type TestServer } from '../../test/server';
import { startupElement } from './pageStartup';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const ELEMENT = new RegExp(`<script type="application/json" id="${STARTUP_ANSWERS_ID}">(.*?)</script>`, 's');

/** The start-up answers a page carries, or null. */
function startupOf(html: string): PageStartup | null {
  const match = ELEMENT.exec(html);
  return match ? (JSON.parse(match[1]) as PageStartup) : null;
}

describe('a portal page carries its start-up answers (server/routes/pageStartup.ts)', () => {
  it("for a session: its csrf token and the page's first reads, each the API's own answer; no cache keeps the page", async () => {
    const owner = await s.signedIn('owner');
    const res = await owner.get('Portal/NewIndex/mystore');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const startup = startupOf(await res.text());
    expect(startup?.csrfToken).toBe(owner.csrf);
    const answerOf = (path: string) => startup?.answers.find((a) => a.path === path)?.data;
    expect(answerOf('Portal/GetPortalData')).toEqual(await (await owner.get('Portal/GetPortalData')).json());
    expect(answerOf('FeatureFlag/GetFeatureFlags')).toEqual(
      await (await owner.get('FeatureFlag/GetFeatureFlags')).json(),
    );
    expect(answerOf('MyStore/GetActivitySummary')).toEqual(
      await (await owner.post('MyStore/GetActivitySummary', {})).json(),
    );
    expect(startup?.answers.map((a) => a.path)).toContain('Notification/GetNotifications');
    expect(Math.abs((startup?.issuedAt ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('never in a page asked for by its file name: the service worker precaches portal.html, with the cookie, for every later user of the device', async () => {
    const owner = await s.signedIn('owner');
    for (const path of ['portal.html', 'portal.bank.html', 'index.html', '']) {
      const res = await owner.get(path);
      expect(startupOf(await res.text()), path).toBeNull();
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("a list screen's page carries the page of the list its URL asks for, as the list's call answers it (2-menu §2)", async () => {
    const owner = await s.signedIn('owner');
    const startup = startupOf(
      await (await owner.get('Portal/NewIndex/menu/discounts?sort=-amount&q=a')).text(),
    );
    const body = {
      PageRowCount: 25,
      RequestedPageNum: 1,
      TotalRowCount: -1,
      SearchArg: 'a',
      SortColumn: 'amount',
      SortDirection: 'desc',
    };
    const list = startup?.answers.find((a) => a.path === 'Discount/GetActiveDiscounts');
    expect(list?.body).toEqual(body);
    expect(list?.data).toEqual(await (await owner.post('Discount/GetActiveDiscounts', body)).json());
    expect(startup?.answers.map((a) => a.path)).toContain('Discount/GetMetadata');
  });

  it('a first read the server refuses the user is left out (item availability with no store chosen): the screen asks and reports it as any call', async () => {
    // a merchant admin on a merchant, no store chosen: the page is served, its store's list refused
    const madmin = await s.signedIn('madmin', { merchant: 1001 });
    const page = await madmin.get('Portal/NewIndex/menu/itemAvailability');
    expect(page.status).toBe(200);
    const startup = startupOf(await page.text());
    expect(startup?.answers.map((a) => a.path)).toContain('Portal/GetPortalData');
    expect(startup?.answers.map((a) => a.path)).not.toContain('Item/GetItemAvailability');
    expect((await madmin.post('Item/GetItemAvailability', {})).status).toBe(403);
    const manager = await s.signedIn('manager');
    const managers = startupOf(await (await manager.get('Portal/NewIndex/menu/itemAvailability')).text());
    expect(managers?.answers.map((a) => a.path)).toContain('Item/GetItemAvailability');
    const history = 'ChangeHistory/GetHistory?entityKind=itemAvailability&entityId=&pageNumber=1&pageSize=10';
    expect(managers?.answers.find((a) => a.path === history)?.data).toEqual(
      await (await manager.get(history)).json(),
    );
  });

  it('another page asks only what its URL decides (no activity summary on the sales tab or another screen)', async () => {
    const owner = await s.signedIn('owner');
    for (const path of ['Portal/NewIndex/mystore?tab=sales', 'Portal/NewIndex/menu/discounts']) {
      const startup = startupOf(await (await owner.get(path)).text());
      expect(startup?.answers.map((a) => a.path)).not.toContain('MyStore/GetActivitySummary');
      expect(startup?.answers.map((a) => a.path)).toContain('Portal/GetPortalData');
    }
  });

  it('without a session, or with an ended one, the page carries nothing and may be revalidated as any page', async () => {
    const anonymous = await s.agent().get('Portal/NewIndex/mystore');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(startupOf(await anonymous.text())).toBeNull();
    const ended = await s.signedIn('owner');
    await ended.get('Account/LogOff');
    expect(startupOf(await (await ended.get('Portal/NewIndex/mystore')).text())).toBeNull();
    const forged = await s.agent().get('Portal/NewIndex/mystore', { cookie: 'backroom_session=forged' });
    expect(startupOf(await forged.text())).toBeNull();
  });

  it('a read the session may not make is left out, not answered with its refusal', async () => {
    // a shift lead does not see My store's figures: its page has the portal data, not the summary
    const shiftlead = await s.signedIn('shiftlead');
    expect((await shiftlead.post('MyStore/GetActivitySummary', {})).status).toBe(403);
    const startup = startupOf(await (await shiftlead.get('Portal/NewIndex/mystore')).text());
    expect(startup?.answers.map((a) => a.path)).toContain('Portal/GetPortalData');
    expect(startup?.answers.map((a) => a.path)).not.toContain('MyStore/GetActivitySummary');
  });

  it("no answer's text can end the element or open markup: the JSON comes back as it was", () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const startup: PageStartup = {
      csrfToken: 't',
      answers: [{ path: 'Portal/GetPortalData', data: { name: hostile } }],
      issuedAt: 0,
    };
    const element = startupElement(startup);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    expect(startupOf(element)).toEqual(startup);
  });
});
