import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, keepNotificationsShut, test } from './fixtures';

/**
 * The shell's journeys of the open issue: a classic page's message text as the first toast after a
 * load, the notifications once per server session (and again from the user menu), the customers
 * e-mail route's variants by navigation state and by direct link, and an offline log-in attempt.
 */
const text = messages as Record<string, string>;

const notificationsDialog = (page: Page) => page.getByRole('dialog', { name: text['Notifications.Title'] });

test.describe('signed in as the owner', () => {
  test.use({ account: 'owner' });

  test('the notifications open once per server session; the user menu opens them again', async ({
    page,
    portal,
    context,
    loginPage,
  }) => {
    // After the log-on: the modal, once (while it is open the page behind it is hidden from the
    // accessibility tree, main among it: the screen is looked for once it is closed)
    await expect(notificationsDialog(page)).toBeVisible();
    await notificationsDialog(page).getByRole('button', { name: text['Notifications.Ok'] }).click();
    await expect(notificationsDialog(page)).toBeHidden();
    await portal.expectPage('My Store');

    // A full load of the same session: not again.
    await page.reload();
    await portal.expectPage('My Store');
    const userMenu = page.getByRole('button', { name: 'Olivia Owner' });
    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Notifications (1)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notificationsDialog(page)).toBeHidden();

    // A new tab of the same session: not again either.
    const tab = await context.newPage();
    await tab.goto('/Portal/NewIndex/mystore');
    await expect(tab.getByRole('main').getByRole('heading', { level: 1, name: 'My Store' })).toBeVisible();
    await tab.getByRole('button', { name: 'Olivia Owner' }).click();
    await expect(tab.getByRole('menuitem', { name: 'Notifications (1)' })).toBeVisible();
    // …and the user menu opens the same list.
    await tab.getByRole('menuitem', { name: 'Notifications (1)' }).click();
    await expect(
      notificationsDialog(tab).getByRole('heading', { name: 'Scheduled maintenance' }),
    ).toBeVisible();
    await tab.keyboard.press('Escape');
    await expect(notificationsDialog(tab)).toBeHidden();
    await tab.close();

    // Log out (the mark goes with the session); a new log-on shows them again.
    await userMenu.click();
    await page.getByRole('menuitem', { name: text['UserMenu.Logout'] }).click();
    await expect(loginPage.submit).toBeVisible();
    await loginPage.logIn('owner');
    await loginPage.continueToPortal('Harbor Downtown');
    await expect(notificationsDialog(page)).toBeVisible();
  });
});

test.describe('signed in as the owner, notifications seen', () => {
  test.use({ account: 'owner' });
  test.beforeEach(async ({ page }) => {
    await keepNotificationsShut(page);
  });

  test("a classic page's message text is the first toast after the load", async ({ page, portal }) => {
    await portal.expectPage('My Store');
    await page.goto('/Portal/NewIndex/account/overview');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    const handle = await page.locator('iframe').elementHandle();
    const classic = await handle?.contentFrame();
    await classic?.evaluate(() =>
      (
        window as unknown as { backroomFrame: { message: (t: string, tone: string) => void } }
      ).backroomFrame.message('Your changes are saved.', 'success'),
    );
    await expect(page.getByRole('status', { name: text['Legacy.MessageTitle'] })).toContainText(
      'Your changes are saved.',
    );
  });

  test('the e-mail route: its variants by tab, by navigation state, by direct link (reload, new tab)', async ({
    page,
    portal,
    context,
  }) => {
    await portal.expectPage('My Store');
    const heading = () => page.frameLocator('iframe').getByRole('heading', { level: 1 });
    const tabs = page.getByRole('tablist', { name: `${text['Route.customers.email']} variants` });

    // From the side menu: bulk, and the address says so.
    await page.goto('/Portal/NewIndex/customers/email');
    await expect(heading()).toHaveText('Bulk E-mail');
    await expect(page).toHaveURL(/\/customers\/email\?variant=bulk$/);

    // The tabs.
    await tabs.getByRole('tab', { name: 'Welcome E-mail' }).click();
    await expect(heading()).toHaveText('Welcome E-mail');
    await expect(page).toHaveURL(/\?variant=welcome$/);
    await expect(page.frameLocator('iframe').getByText('receives after the first visit')).toBeVisible();

    // A reload keeps it.
    await page.reload();
    await expect(heading()).toHaveText('Welcome E-mail');
    await expect(tabs.getByRole('tab', { name: 'Welcome E-mail' })).toHaveAttribute('aria-selected', 'true');

    // Navigation state chooses (as a screen of the portal navigates: state only, no query).
    await page.evaluate(() =>
      window.history.pushState({ variant: 'missyou' }, '', '/Portal/NewIndex/customers/email'),
    );
    await expect(heading()).toHaveText('Miss-You E-mail');
    await expect(page).toHaveURL(/\?variant=missyou$/);

    // The direct link opens the same variant in a new tab.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect(tab.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('Miss-You E-mail');
    await tab.close();

    // Back: the welcome variant again.
    await page.goBack();
    await expect(heading()).toHaveText('Welcome E-mail');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an offline log-in attempt shows one message, that the device is offline, and no toast', async ({
    page,
    context,
    loginPage,
  }) => {
    // A returning visit: the service worker holds the portal's files (on a first visit the page is not
    // yet controlled by it, and nothing lazy can load once offline).
    await loginPage.goto();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(loginPage.heading).toBeVisible();
    // Offline, the page loads from the service worker; its reads (version, brand) fail, then the log-on.
    await context.setOffline(true);
    await page.reload();
    await expect(loginPage.heading).toBeVisible();
    await loginPage.logIn('owner');
    const dialog = page.getByRole('alertdialog', { name: text['ErrorModal.OfflineTitle'] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text['Http.Offline']);
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    // Nothing covers its button, and no toast was asked for.
    await dialog.getByRole('button', { name: text['ErrorModal.Ok'] }).click({ trial: true });
    await expect(page.getByRole('region', { name: 'Notifications', includeHidden: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: text['ErrorModal.Ok'] }).click();
    await expect(dialog).toBeHidden();
    await context.setOffline(false);
  });
});
