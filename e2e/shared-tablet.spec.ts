import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, keepNotificationsShut, LoginPage, test } from './fixtures';

const text = messages as Record<string, string>;

/**
 * Privacy on a shared tablet (issue 22 §2): the owner reads a report and tickets, then walks away.
 * The session ends without the menu (the idle timeout, by the portal's clock, moved by Playwright),
 * and the tablet goes offline. Whoever holds it then sees nothing of the owner — not on the page,
 * not after a reload, not at a portal address — and the browser's storage (IndexedDB, Cache Storage,
 * local and session storage) holds nothing of the owner; back online, the session cookie goes too.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

/** Everything of the page's origin in browser storage, as DevTools' Application panel shows it. */
function browserStorage(page: Page) {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const records: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store);
        const keys = await request(tx.objectStore(store).getAllKeys());
        const values = await request(tx.objectStore(store).getAll());
        records.push(...keys.map((k) => `${name}/${store}: ${JSON.stringify(k)}`));
        records.push(...values.map((v) => `${name}/${store}: ${JSON.stringify(v)}`));
      }
      db.close();
    }
    const cacheNames = await caches.keys();
    const cachedTexts: string[] = [];
    for (const cacheName of cacheNames) {
      const cache = await caches.open(cacheName);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        if (res && /html|json|text\/plain/.test(res.headers.get('content-type') ?? ''))
          cachedTexts.push(`${req.url}\n${await res.text()}`);
      }
    }
    return {
      records,
      cacheNames,
      cachedTexts,
      local: { ...localStorage } as Record<string, string>,
      session: { ...sessionStorage } as Record<string, string>,
    };
  });
}

test.describe('a shared tablet (issue 22 §2)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the owner reads a report and tickets; the session ends without the menu and the tablet goes offline: nothing of the owner shows, and storage holds nothing of the owner', async ({
    page,
    context,
    loginPage,
    portal,
  }) => {
    test.slow(); // a report, tickets, reloads offline
    await page.clock.install();
    await loginPage.goto();
    await loginPage.logIn('owner');
    await loginPage.continueToPortal('Harbor Downtown');
    await portal.expectPage('My Store');
    const owner = await (await page.request.get('Portal/GetPortalData')).json();
    const ownerMarks: string[] = [owner.userFullName, owner.membershipUserId, owner.storeName];
    // the service worker controls the page once installed (its precache serves the pages offline)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // a report
    await page.goto('/Portal/NewIndex/results/sales/summary');
    await portal.expectPage(text['Route.results.sales.summary']);
    await expect(portal.main.locator('table tbody tr').first()).toBeVisible();
    // and tickets: the last 7 days, one opened
    await page.goto('/Portal/NewIndex/results/posTrans');
    await portal.expectPage(text['Route.results.posTrans']);
    await portal.main.getByText(text['PosTransactions.Preset.last7'], { exact: true }).click();
    const grid = portal.main.getByRole('table', { name: text['PosTransactions.GridLabel'] });
    await grid.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/results\/posTrans\/\d+/);
    await expect(grid.getByRole('row', { selected: true })).toHaveCount(1);
    await expect(page.getByText(owner.userFullName).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // the device keeps what was read (for an offline reload while the session lives)
    await expect.poll(async () => (await browserStorage(page)).records.length).toBeGreaterThan(0);

    // The owner walks away: no click for the session's timeout. It ends without the menu.
    await page.clock.fastForward((owner.timeout + 1) * 60_000);
    const renew = page.getByRole('alertdialog', { name: text['Session.RenewTitle'] });
    await expect(renew).toBeVisible();
    // the renew modal alone: nothing of the session behind it
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByText(owner.userFullName)).toHaveCount(0);

    // The tablet goes offline: the renewal cannot happen; the login page, not even the name.
    await context.setOffline(true);
    await expect(loginPage.submit).toBeVisible();
    await expect(renew).toHaveCount(0);
    const shown = async () => (await page.locator('body').innerText()) + (await page.content());
    for (const mark of ownerMarks) expect(await shown()).not.toContain(mark);
    await expect(loginPage.username).toHaveValue('');

    // Whoever holds it reloads, and opens the portal's addresses: the login page, offline too.
    await page.reload();
    await expect(loginPage.submit).toBeVisible();
    for (const address of ['/Portal/NewIndex/results/posTrans', '/Portal/NewIndex/mystore']) {
      await page.goto(address);
      await expect(loginPage.submit).toBeVisible();
      await expect(page).not.toHaveURL(/Portal\/NewIndex/);
      for (const mark of ownerMarks) expect(await shown()).not.toContain(mark);
    }

    // DevTools → Application: nothing of the owner.
    const storage = await browserStorage(page);
    expect(storage.records).toEqual([]);
    expect(storage.cacheNames.filter((name) => !name.includes('precache'))).toEqual([]);
    for (const cached of storage.cachedTexts)
      for (const mark of ownerMarks) expect(cached).not.toContain(mark);
    // remember-me (unticked), and the log-off the server is yet to hear: a flag, nothing of the owner
    expect(storage.local).toEqual({ rememberMe: 'false', 'backroom:logOffPending': '1' });
    expect(storage.session).toEqual({});

    // Back online, the server hears of the end: the session cookie goes too.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await context.cookies()).filter((c) => c.name === 'backroom_session'))
      .toEqual([]);
    await expect.poll(() => page.evaluate(() => ({ ...localStorage }))).toEqual({ rememberMe: 'false' });
    expect((await page.request.get('Portal/GetPortalData')).status()).toBe(401);
  });

  test("another tab: a log-off there ends the session here, and another user's log-on there ends the last one here", async ({
    page,
    context,
    loginPage,
    portal,
  }) => {
    await loginPage.goto();
    await loginPage.logIn('owner');
    await loginPage.continueToPortal('Harbor Downtown');
    await portal.expectPage('My Store');
    const ownerButton = (p: Page) => p.getByRole('button', { name: /Olivia Owner/ });

    // a second tab of the same session, then Logout in the first
    const other = await context.newPage();
    await keepNotificationsShut(other);
    await other.goto('/Portal/NewIndex/mystore');
    await expect(ownerButton(other)).toBeVisible();
    await ownerButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(new LoginPage(other).submit).toBeVisible();
    await expect(other.getByText('Olivia Owner')).toHaveCount(0);

    // the owner again in the first tab; someone else logs on in the second
    await loginPage.logIn('owner');
    await loginPage.continueToPortal('Harbor Downtown');
    await expect(ownerButton(page)).toBeVisible();
    const next = new LoginPage(other);
    await next.logIn('marketowner');
    await expect(loginPage.submit).toBeVisible();
    await expect(page.getByText('Olivia Owner')).toHaveCount(0);
    await next.continueToPortal();
    await expect(other.getByText('Olivia Owner')).toHaveCount(0);
  });
});
