import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, test, keepNotificationsShut } from './fixtures';

const text = messages as Record<string, string>;

/** The notifications modal (its own journey) stays shut. */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

test.describe('the portal offline (issue: fast first paint, and the portal offline)', () => {
  test.use({ account: 'owner', viewport: { width: 1024, height: 800 } });

  test('going offline says so at once; a reload offline shows the shell, the menu and the last figures as of their time; back online it refreshes by itself', async ({
    page,
    context,
    portal,
  }) => {
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('group').first()).toBeVisible();
    // the service worker controls the page once it has installed (a reload hands the page to it)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(main.getByRole('group').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);

    await context.setOffline(true);
    await expect(page.getByText(text['Offline.Bar'])).toBeVisible();

    await page.reload();
    await portal.expectPage('My Store');
    await expect(portal.sideMenu).toBeVisible();
    await expect(main.getByText(/^Offline — as of /)).toBeVisible();
    await expect(main.getByRole('group').first()).toBeVisible();
    await expect(page.getByRole('status', { name: text['Http.ErrorTitle'] })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(text['Offline.Bar'])).toHaveCount(0);
    await expect(main.getByText(/^Offline — as of /)).toHaveCount(0);
  });

  test('logout forgets what this device kept: offline, the next user finds nothing of the last one', async ({
    page,
    context,
    portal,
  }) => {
    await portal.expectPage('My Store');
    await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
    await page.getByRole('button', { name: /Olivia Owner/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('backroom');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('answers')) return resolve(0);
            const count = db.transaction('answers').objectStore('answers').count();
            count.onsuccess = () => resolve(count.result);
          };
          open.onerror = () => resolve(0);
        }),
    );
    expect(kept).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('backroom:cacheScope'))).toBeNull();
    await context.setOffline(true);
  });
});
