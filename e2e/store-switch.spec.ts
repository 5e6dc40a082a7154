import { expect, test, keepNotificationsShut } from './fixtures';

test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

test.describe('a store switch (issue: switching store leaves the previous store on screen)', () => {
  test.use({ account: 'owner', viewport: { width: 1280, height: 800 } });

  test("my store shows the new store's figures, never the last store's, with a loading state between", async ({
    page,
    portal,
  }) => {
    await portal.expectPage('My Store');
    const main = page.getByRole('main');
    await expect(main.getByText(/Harbor Downtown/).first()).toBeVisible();
    await page.getByRole('button', { name: /^Change store/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a store' });
    await dialog.getByRole('row', { name: /Harbor Uptown/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByText(/Harbor Uptown/).first()).toBeVisible();
    await expect(main.getByText(/Harbor Downtown/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change store (current: Harbor Uptown)' })).toBeVisible();

    // a reload keeps the store; the previous store's answers are never read for it
    await page.reload();
    await expect(main.getByText(/Harbor Uptown/).first()).toBeVisible();
    await expect(main.getByText(/Harbor Downtown/)).toHaveCount(0);
  });
});
