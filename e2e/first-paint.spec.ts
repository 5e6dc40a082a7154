import type { CDPSession, Page } from '@playwright/test';
import { STARTUP_ANSWERS_ID } from '../src/domain/startupReads';
import { expect, test } from './fixtures';

/**
 * The login page's first paint comes from its HTML (the build prerenders it); the script then
 * takes the same markup over. Portal pages load the shell, the landing screen and the portal data
 * side by side. (Speed itself is measured in bench/, not here.)
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows its form and logo from the HTML alone, in both brands', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    for (const [origin, logo] of [
      [`http://localhost:${port}/`, 'Backroom'],
      [`http://bank.localhost:${port}/`, 'Maple Bank Business Back Office'],
    ]) {
      await page.goto(origin);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('img', { name: logo })).toBeVisible();
      await expect(page.getByLabel('Username or email')).toBeVisible();
      await expect(page.getByLabel(/^Password/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    }
  });
});

test('the script takes the page over without a warning; a remembered username moves nothing', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('username', 'owner');
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByLabel('Username or email')).toHaveValue('owner');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await expect(page.getByText('Version ')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  expect(messages).toEqual([]);
});

/** The first request of each path after Network.enable: when it was sent and the scripts on its stack. */
function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, { at: number; scripts: string[] }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname;
    if (requests.has(path)) return;
    const frames = e.initiator.stack?.callFrames ?? [];
    requests.set(path, {
      at: e.timestamp,
      scripts: [...new Set(frames.map((f) => new URL(f.url).pathname))],
    });
  });
  return (re: RegExp) => [...requests].find(([path]) => re.test(path))?.[1];
}

/**
 * My store's page as the service worker keeps it (the build's page, without the session's answers
 * the server writes into it, server/routes/pageStartup.ts): its reads go out as requests.
 */
async function withoutPageAnswers(page: Page) {
  await page.route(/\/Portal\/NewIndex\/mystore$/, async (route) => {
    // the build's page as asked for by its file name: no answers, no server render
    const response = await route.fetch({ url: new URL('/portal.html', route.request().url()).href });
    const body = await response.text();
    expect(body).not.toContain(STARTUP_ANSWERS_ID);
    await route.fulfill({ response, body });
  });
}

/** Reloads the page with its requests recorded (recordRequests) and waits until `ready`. */
async function reloadRecording(page: Page, ready: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  const find = recordRequests(cdp);
  await cdp.send('Network.enable');
  await page.reload();
  await ready();
  return find;
}

test.describe('portal start', () => {
  // a single-store company user whose merchant has no notification: the portal opens on My Store
  test.use({ account: 'marketowner', serviceWorkers: 'block' });

  test('the page comes rendered by the server: its header, menu and figures show before any script runs', async ({
    portal,
    page,
  }) => {
    await portal.expectPage('My Store');
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Store' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('group', { name: 'Net sales' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Backroom' })).toBeVisible();
    // a link that works before the script: the full address, Ctrl-click and new tabs included
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', /\/Portal\/NewIndex\//);
  });

  for (const width of [375, 768, 1024, 1440])
    test(`at ${width} px the script takes the server's render over as it is: no warning, no shift`, async ({
      portal,
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await portal.expectPage('My Store');
      const messages: string[] = [];
      page.on('console', (m) => {
        // this describe blocks service workers itself: their registration failing is its doing
        if (/service worker registration (blocked by Playwright|failed)/i.test(m.text())) return;
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { at: number; value: number }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          // as CLS counts them: not the shifts that follow the test's own clicks
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
          }[])
            if (!entry.hadRecentInput) w.shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // the server's markup, marked before the script runs: the same element must still be there after
      await page.route(/\/Portal\/NewIndex\/mystore$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<h1 ', '<h1 data-from-server ');
        await route.fulfill({ response, body });
      });
      await page.reload();
      await page.waitForLoadState('networkidle');
      // the script has taken the page over (a tab answers) and kept the server's elements
      const sales = page.getByRole('tab', { name: 'Sales Dashboard' });
      await expect(async () => {
        await page.evaluate(() => {
          (window as unknown as { clickedAt: number }).clickedAt = performance.now();
        });
        await sales.click();
        await expect(sales).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
      }).toPass();
      await expect(page.locator('h1[data-from-server]')).toHaveText('My Store');
      // the takeover's shifts: those before the click that worked (not the sales dashboard's arrival after it)
      const takeoverShift = await page.evaluate(() => {
        const w = window as unknown as { shifts: { at: number; value: number }[]; clickedAt: number };
        return w.shifts.filter((s) => s.at < w.clickedAt).reduce((sum, s) => sum + s.value, 0);
      });
      expect(takeoverShift).toBe(0);
      expect(messages).toEqual([]);
    });

  test("the page comes with its first answers (the server's) and preloads the shell and the landing screen: no read waits on a request", async ({
    portal,
    page,
  }) => {
    await portal.expectPage('My Store');
    const find = await reloadRecording(page, () => portal.expectPage('My Store'));
    // the portal data, the flags, the notifications, the csrf token and the screen's first read
    // came in the page (server/routes/pageStartup.ts): none of them is asked for
    for (const read of [
      /\/Portal\/GetPortalData$/,
      /\/FeatureFlag\/GetFeatureFlags$/,
      /\/Notification\/GetNotifications$/,
      /\/MyStore\/GetActivitySummary$/,
      /\/Account\/GetCsrfToken$/,
    ])
      expect(find(read), String(read)).toBeUndefined();
    await expect(page.getByRole('main').getByRole('group', { name: 'Net sales' })).toBeVisible();
    // asked for together once the server's render has painted (the page's preloads, which the entry
    // script adds, src/main.tsx), not each by the chunk that needs it once that has loaded
    for (const chunk of [
      /\/start-[\w-]+\.js$/,
      /\/portal-[\w-]+\.js$/,
      /\/shared-[\w-]+\.js$/,
      /\/MyStoreView-[\w-]+\.js$/,
      /_messages-all-[\w-]+\.js$/,
    ]) {
      const scripts = find(chunk)?.scripts;
      expect(scripts, String(chunk)).toBeDefined();
      expect(
        scripts?.filter((script) => !/\/index-[\w-]+\.js$/.test(script)),
        String(chunk),
      ).toEqual([]);
    }
    // the dialog machinery comes after, on its own (useWhenIdle), never before the page's chunks
    const dialog = find(/\/ModalDialog-[\w-]+\.js$/)?.at ?? Number.POSITIVE_INFINITY;
    expect(dialog).toBeGreaterThan(find(/\/MyStoreView-[\w-]+\.js$/)?.at ?? 0);
  });

  test("a page without answers (the service worker's copy): the entry starts the portal data, the flags and the screen's first read", async ({
    portal,
    page,
  }) => {
    await portal.expectPage('My Store');
    await withoutPageAnswers(page);
    const find = await reloadRecording(page, () => portal.expectPage('My Store'));
    const data = find(/\/Portal\/GetPortalData$/);
    // started by the entry script as it runs (every frame of the call is the entry's), not by the
    // shell's data hook once the shell has loaded and rendered
    for (const read of [
      /\/Portal\/GetPortalData$/,
      /\/FeatureFlag\/GetFeatureFlags$/,
      /\/MyStore\/GetActivitySummary$/,
    ]) {
      expect(find(read)?.scripts, String(read)).toHaveLength(1);
      expect(find(read)?.scripts[0], String(read)).toMatch(/\/assets\/index-[\w-]+\.js$/);
    }
    for (const chunk of [/\/start-[\w-]+\.js$/, /\/portal-[\w-]+\.js$/, /\/MyStoreView-[\w-]+\.js$/])
      expect(find(chunk)?.at ?? Number.POSITIVE_INFINITY, String(chunk)).toBeLessThan(data?.at ?? 0);
    await expect(page.getByRole('main').getByRole('group', { name: 'Net sales' })).toBeVisible();
  });

  test('a tab with the session cookie but no kept csrf token asks for it beside the portal data; the figures show', async ({
    portal,
    page,
  }) => {
    await portal.expectPage('My Store');
    await page.evaluate(() => localStorage.removeItem('csrfToken'));
    await withoutPageAnswers(page);
    const find = await reloadRecording(page, () => portal.expectPage('My Store'));
    // started by the entry script as it runs (the csrf module may sit in a chunk the entry imports)
    const token = find(/\/Account\/GetCsrfToken$/);
    expect(token?.scripts.some((script) => /\/assets\/index-[\w-]+\.js$/.test(script))).toBe(true);
    expect(token?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(
      find(/\/MyStore\/GetActivitySummary$/)?.at ?? 0,
    );
    await expect(page.getByRole('main').getByRole('group', { name: 'Net sales' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('csrfToken'))).toBeTruthy();
  });
});
