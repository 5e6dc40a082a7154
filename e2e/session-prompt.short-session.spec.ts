import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, keepNotificationsShut, test } from './fixtures';
import { expectOneDialogWithBackdrop, openDialogs } from './touchTargets';

/**
 * One modal at a time (the design card): the session's extend prompt comes up while the store
 * selection is open; it is then the only dialog on screen, over its own backdrop, and behaves as
 * every modal: it must be answered (Escape does nothing), Enter runs its main action (Extend), and
 * the store selection comes back as it was. Server sessions time out after 2 minutes here
 * (playwright.short-session.config.ts); the page's clock is moved by Playwright.
 */
const text = messages as Record<string, string>;

for (const width of [375, 1440]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the extend prompt over the store selection is the only dialog; Escape and Enter as in every modal', async ({
      page,
      loginPage,
    }) => {
      test.setTimeout(120_000);
      // the notifications modal (its own journey) stays shut: closing it under the installed clock
      // once left it on screen, its exit animation unended (a CI run)
      await keepNotificationsShut(page);
      await page.clock.install();
      await loginPage.goto();
      await loginPage.logIn('owner');
      await loginPage.continueToPortal('Harbor Downtown');
      const portal = await (await page.request.get('Portal/GetPortalData')).json();
      expect(portal.timeout).toBe(2);

      const stores = page.getByRole('dialog', { name: text['StoreSelection.Title'] });
      await page.getByRole('button', { name: /^Change store/ }).click();
      await expect(stores.getByRole('row', { name: /Harbor Uptown/ })).toBeVisible();
      await expectOneDialogWithBackdrop(page, text['StoreSelection.Title']);

      // A minute without a click: the extend prompt (60-second countdown) comes up.
      const extend = page.getByRole('alertdialog', { name: text['Session.ExtendTitle'] });
      for (let step = 0; step < 24 && !(await extend.isVisible()); step++) await page.clock.runFor(10_000);
      await expect(extend).toBeVisible();
      await expectOneDialogWithBackdrop(page, text['Session.ExtendTitle']);
      await expect(stores).toBeHidden();

      // It must be answered: Escape leaves it (and nothing below it) as it is.
      await page.keyboard.press('Escape');
      await expect(extend).toBeVisible();
      await expect(openDialogs(page)).toHaveCount(1);

      // Enter runs the main action, Extend; the store selection comes back, the only dialog again.
      await page.keyboard.press('Enter');
      await expect(extend).toBeHidden();
      await expect(stores.getByRole('row', { name: /Harbor Uptown/ })).toBeVisible();
      await expectOneDialogWithBackdrop(page, text['StoreSelection.Title']);

      // And Escape closes the store selection, which may be dismissed.
      await page.keyboard.press('Escape');
      await expect(stores).toBeHidden();
      await expect(openDialogs(page)).toHaveCount(0);
    });
  });
}
