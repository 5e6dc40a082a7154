import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Picks a row of a selection dialog by the text of its name cell, then Continue. */
async function pick(dialog: Locator, name: string) {
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await dialog.getByRole('cell', { name, exact: true }).click();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
}

function storeDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Select a store' });
}

function merchantDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Select a merchant' });
}

/** Plain and company users of product mode 1 first see the place-of-use notice. */
async function acceptPlaceOfUse(page: Page) {
  const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
}

/** The demo merchant Harbor Bistro Group has a notification: it opens once a browser session. */
async function dismissNotifications(page: Page) {
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toBeVisible();
  await notifications.getByRole('button', { name: 'OK' }).click();
  await expect(notifications).toBeHidden();
}

test.describe('store selection at login', () => {
  test('owner picks a store from the company list, then switches from the header', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.logIn('owner');
    await acceptPlaceOfUse(page);
    const dialog = storeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Harbor Midtown * NEW *' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A company user may not pick a deactivated store: the include-deactivated switch starts off
    // (Harbor Airport hidden); turned on, the store shows, marked Deactivated; off again, it goes.
    const airport = dialog.getByRole('cell', { name: 'Harbor Airport Deactivated', exact: true });
    const include = dialog.getByRole('switch', { name: 'Include deactivated stores' });
    await expect(include).not.toBeChecked();
    await expect(airport).toBeHidden();
    await dialog.getByRole('switch', { name: 'Include deactivated stores' }).click();
    await expect(airport).toBeVisible();
    await dialog.getByRole('switch', { name: 'Include deactivated stores' }).click();
    await expect(airport).toBeHidden();
    // Search.
    await dialog.getByRole('searchbox', { name: 'Search stores' }).fill('upt');
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await pick(dialog, 'Harbor Uptown');

    await page.waitForURL(/Portal\/NewIndex/);
    await dismissNotifications(page);
    const storeButton = page.getByRole('button', { name: 'Change store (current: Harbor Uptown)' });
    await expect(storeButton).toBeVisible();

    // Switching from the header saves the new store and refreshes the portal.
    await storeButton.click();
    const again = storeDialog(page);
    await expect(again).toBeVisible();
    await pick(again, 'Harbor Downtown');
    await expect(again).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change store (current: Harbor Downtown)' })).toBeVisible();
  });

  test('shiftlead picks one of the two assigned stores', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('shiftlead');
    await acceptPlaceOfUse(page);
    const dialog = storeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(3);
    await expect(dialog.getByRole('cell', { name: 'Harbor Downtown', exact: true })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Harbor Uptown', exact: true })).toBeVisible();
    await pick(dialog, 'Harbor Uptown');
    await page.waitForURL(/Portal\/NewIndex/);
    await dismissNotifications(page);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('closing the store selection at login logs off and stays on the login page', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.logIn('owner');
    await acceptPlaceOfUse(page);
    const dialog = storeDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(loginPage.heading).toBeVisible();
    const res = await page.request.get('Portal/GetPortalData');
    expect(res.status()).toBe(401);
  });
});

for (const account of ['madmin', 'partner', 'support', 'admin']) {
  test(`${account} picks a merchant and a store`, async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn(account);
    const merchants = merchantDialog(page);
    await expect(merchants).toBeVisible();
    await pick(merchants, 'Harbor Bistro Group');
    const stores = storeDialog(page);
    await expect(stores).toBeVisible();
    // Deleted stores carry the * prefix for admins and partners only (and the Deactivated badge).
    const marked = account !== 'madmin';
    await expect(
      stores.getByRole('cell', {
        name: `${marked ? '* ' : ''}Harbor Airport Deactivated`,
        exact: true,
      }),
    ).toBeVisible();
    await pick(stores, 'Harbor Uptown');
    await page.waitForURL(/Portal\/NewIndex/);
    await dismissNotifications(page);
    await expect(
      page.getByRole('button', { name: 'Change merchant (current: Harbor Bistro Group)' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change store (current: Harbor Uptown)' })).toBeVisible();
  });
}
