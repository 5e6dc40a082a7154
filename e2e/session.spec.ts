import { expect, test } from './fixtures';

/**
 * A session that runs out (1-foundation.md §4 "Session"): the page's clock is moved by Playwright.
 * Quicker with a short server timeout: SESSION_TIMEOUT_MINUTES=7 npx playwright test e2e/session.spec.ts
 */
test('a session that runs out shows the extend prompt, then the renew modal', async ({ loginPage, page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await loginPage.goto();
  await loginPage.logIn('owner');
  const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
  await notice.getByRole('button', { name: 'OK' }).click();
  const stores = page.getByRole('dialog', { name: 'Select a store' });
  await stores.getByRole('cell', { name: 'Harbor Uptown', exact: true }).click();
  await stores.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/Portal\/NewIndex/);
  // Harbor Bistro Group's notification opens first, once a browser session.
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'OK' }).click();
  await expect(notifications).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change store (current: Harbor Uptown)' })).toBeVisible();

  const portal = await (await page.request.get('Portal/GetPortalData')).json();
  const timeout: number = portal.timeout;
  const countdown = timeout > 5 ? 300 : 60;

  // The 60-second timer shows the prompt once the time left is within the margin.
  const extend = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
  for (let minute = 0; minute < timeout && !(await extend.isVisible()); minute++) {
    await page.clock.runFor(60_000);
  }
  await expect(extend).toBeVisible();
  const expected = `${Math.floor(countdown / 60)}:${String(countdown % 60).padStart(2, '0')}`;
  await expect(extend.getByRole('timer')).toContainText('Your session will expire in');
  await expect(extend.getByRole('timer')).toContainText(
    new RegExp(`${expected}|${Math.floor(countdown / 60) - 1}:5\\d`),
  );

  // At zero it closes and the renew modal asks for the password again.
  await page.clock.runFor(countdown * 1000);
  const renew = page.getByRole('alertdialog', { name: 'Your session has expired' });
  await expect(renew).toBeVisible();
  await expect(extend).toBeHidden();
  await expect(renew.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');

  await renew.getByLabel(/^Password/).fill('Wrong#2026');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(renew.getByRole('alert')).toContainText('Incorrect Password');

  await renew.getByLabel(/^Password/).fill('Backroom#2026');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(renew).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change store (current: Harbor Uptown)' })).toBeVisible();
});
