import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer } from '../../test/renderApp';
import type { TestServer } from '../../test/server';
import type { ApiResult } from '../domain/contract';
import { businessDateIn } from '../domain/calendar';
import type { ActivitySummary } from '../domain/myStore';
import { TEST_NOW } from '../../test/testClock';
import { reportRequestOf, reportStateOf } from '../domain/reportQuery';
import type { ReportAnswer } from '../domain/reports';
import { signIn } from '../features/selection/shared/testSession';
import { CSRF_STORAGE_KEY, swrFetcher } from './http';
import { moveCacheScope, scopeId } from './scope';
import { apiKey } from './keys';
import { freshlySeeded, seedStartupAnswers } from './startupAnswers';
import { startStartupReads, takeStartupRead } from './startupReads';
import { PAGE_ANSWERS_FRESH_MS, STARTUP_ANSWERS_ID } from '../domain/startupReads';
import { unstable_serialize } from 'swr';
import { accountApi } from './account';
import { userScopeId } from './scope';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());

const myStore = { pathname: '/Portal/NewIndex/mystore', search: '' };
const ACTIVITY = 'MyStore/GetActivitySummary';
/** The SWR key a screen's read has (api/read.ts): path, body, the current cache scope. */
const keyOf = (path: string, body?: unknown) => apiKey(path, body, 'scope', { scope: scopeId(), user: '' });

describe('the portal start-up reads (the entry script asks, the screens take the answers)', () => {
  it("on My store: the portal data, the flags, the notifications and the activity summary at once; the screen's read takes its answer without asking again", async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    startStartupReads(myStore, browserFetch);
    const answer = await swrFetcher<ApiResult<ActivitySummary>>(keyOf(ACTIVITY, {}));
    expect(answer.IsSuccessful).toBe(true);
    expect(answer.Entity?.Place.MerchantName).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /FeatureFlag/GetFeatureFlags',
      'GET /Notification/GetNotifications',
      'GET /Notification/GetNotificationsSeen',
      'GET /Portal/GetPortalData',
      'POST /MyStore/GetActivitySummary',
    ]);
    // once: a second read asks the server
    await swrFetcher(keyOf(ACTIVITY, {}));
    expect(requests).toHaveLength(6);
  });

  it("a page that came with its answers (the server's, server/routes/pageStartup.ts) asks for none of them and keeps its csrf token", async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    const page = await browserFetch('/Portal/NewIndex/mystore');
    expect(page.headers.get('cache-control')).toBe('no-store');
    document.body.innerHTML = await page.text();
    localStorage.removeItem(CSRF_STORAGE_KEY);
    requests.length = 0;
    startStartupReads(myStore, browserFetch);
    expect(document.getElementById(STARTUP_ANSWERS_ID)).toBeNull();
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBeTruthy();
    const answer = await swrFetcher<ApiResult<ActivitySummary>>(keyOf(ACTIVITY, {}));
    expect(answer.Entity?.Place.MerchantName).toBeTruthy();
    const portal = await swrFetcher<{ userFullName: string }>(
      apiKey('Portal/GetPortalData', undefined, 'user', { scope: '', user: userScopeId() }),
    );
    expect(portal.userFullName).toBeTruthy();
    expect(requests).toEqual([]);
    document.body.innerHTML = '';
  });

  it("a report page's answers (reportStartupReads.ts, the server's alone) are taken by the report's read, which asks nothing", async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    await browserFetch('/Account/SaveStoreContext?StoreId=2001', { method: 'POST' });
    const page = await browserFetch('/Portal/NewIndex/results/sales/summary?period=lastWeek');
    document.body.innerHTML = await page.text();
    requests.length = 0;
    startStartupReads(
      { pathname: '/Portal/NewIndex/results/sales/summary', search: '?period=lastWeek' },
      browserFetch,
    );
    // the page's reads count today on the store's clock by the server's (test) clock, as the screen
    // counts it on the portal's
    const body = reportRequestOf(
      reportStateOf(new URLSearchParams('period=lastWeek')),
      businessDateIn('America/New_York', TEST_NOW),
      false,
    );
    const answer = await swrFetcher<ApiResult<ReportAnswer>>(keyOf('Report/salesSummary', body));
    expect(answer.Entity?.Rows).toHaveLength(7);
    expect(requests.filter((r) => r.path.startsWith('/Report/'))).toEqual([]);
    document.body.innerHTML = '';
  });

  it('answers in a page older than a couple of minutes (a copy kept somewhere) are not taken: the page asks', async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    const html = await (await browserFetch('/Portal/NewIndex/mystore')).text();
    const stale = html.replace(/"issuedAt":\d+/, `"issuedAt":${Date.now() - PAGE_ANSWERS_FRESH_MS - 1000}`);
    document.body.innerHTML = stale;
    requests.length = 0;
    startStartupReads(myStore, browserFetch);
    expect(document.getElementById(STARTUP_ANSWERS_ID)).toBeNull();
    expect(requests.map((r) => r.path)).toContain('/Portal/GetPortalData');
    document.body.innerHTML = '';
  });

  it('a tab without the kept csrf token asks for it, and the POST read carries it', async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    localStorage.removeItem(CSRF_STORAGE_KEY);
    startStartupReads(myStore, browserFetch);
    const answer = await swrFetcher<ApiResult<ActivitySummary>>(keyOf(ACTIVITY, {}));
    expect(answer.IsSuccessful).toBe(true);
    expect(requests.map((r) => r.path)).toContain('/Account/GetCsrfToken');
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBeTruthy();
  });

  it('an answer is not taken once the cache scope moved (another store): the read asks again', async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    startStartupReads(myStore, browserFetch);
    moveCacheScope(999, 999);
    await swrFetcher(keyOf('FeatureFlag/GetFeatureFlags'));
    expect(requests.filter((r) => r.path === '/FeatureFlag/GetFeatureFlags')).toHaveLength(2);
  });

  it('another tab of My store, or a page outside the portal, starts only what the URL decides', async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    startStartupReads({ pathname: '/Portal/NewIndex/mystore', search: '?tab=sales' }, browserFetch);
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/FeatureFlag/GetFeatureFlags',
      '/Notification/GetNotifications',
      '/Notification/GetNotificationsSeen',
      '/Portal/GetPortalData',
    ]);
    requests.length = 0;
    startStartupReads({ pathname: '/', search: '' }, browserFetch);
    expect(requests).toEqual([]);
  });

  it("the portal's start puts the answers in its cache under the hooks' keys, before the first render, and asks nothing again", async () => {
    const { requests, browserFetch } = await signIn(server, 'owner');
    startStartupReads(myStore, browserFetch);
    const cache = new Map();
    await seedStartupAnswers(cache);
    const portalKey = unstable_serialize(
      apiKey('Portal/GetPortalData', undefined, 'user', { scope: '', user: userScopeId() }),
    );
    const activityKey = unstable_serialize(keyOf(ACTIVITY, {}));
    expect(cache.get(portalKey)?.data).toMatchObject({ userFullName: expect.any(String) });
    expect(cache.get(activityKey)?.data).toMatchObject({ IsSuccessful: true });
    expect(freshlySeeded(cache, portalKey)).toBe(true);
    expect(freshlySeeded(cache, activityKey, Date.now() + 60_000)).toBe(false);
    // the session's end empties the cache: a log-on within the seconds asks again (same user, same keys)
    cache.delete(portalKey);
    expect(freshlySeeded(cache, portalKey)).toBe(false);
    expect(requests).toHaveLength(5);
    // taken: nothing is left for a hook to take
    expect(takeStartupRead(ACTIVITY, {})).toBeUndefined();
  });

  it('a refused read is not put in the cache: it stays for its hook, whose client reports it', async () => {
    const { browserFetch } = await signIn(server, 'owner');
    await accountApi.logOff();
    startStartupReads(myStore, browserFetch);
    const cache = new Map();
    await seedStartupAnswers(cache);
    expect(cache.size).toBe(0);
    const refused = await takeStartupRead('Portal/GetPortalData', undefined);
    expect(refused?.status).toBe(401);
  });
});
