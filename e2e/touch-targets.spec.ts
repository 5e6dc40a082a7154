import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { atEachWidth, expect, expectNoAxeViolations, test } from './fixtures';
import {
  checkScreen,
  expectOneDialogWithBackdrop,
  expectTouchTargets,
  expectVisibleFocusRing,
} from './touchTargets';

/**
 * Touch targets and dialogs at 375, 768, 1024 and 1440 px (the design card): every control at least
 * 44 × 44 px (links in running text excepted, e2e/touchTargets.ts), every open dialog the only one
 * and over its backdrop, Escape closing what may be closed, and no axe violation — on the login page
 * and its forgot dialogs, the login flow's modals, My Store, a classic page (and the page inside its
 * frame), the side menu or drawer, the user menu, the store selection and the change-password dialog.
 * Each journey runs once; every step of it is checked at each width in turn (`atEachWidth`).
 */
const text = messages as Record<string, string>;

async function closeWithEscape(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A dialog at each width: the only one, over its backdrop, its targets and axe. */
async function checkDialog(page: Page, name: string, where = name) {
  await atEachWidth(page, async () => {
    await expectOneDialogWithBackdrop(page, name);
    await checkScreen(page, where);
  });
}

test('the login page and its forgot dialogs', async ({ page, loginPage }) => {
  await loginPage.goto();
  await atEachWidth(page, () => checkScreen(page, 'the login page'));
  for (const [link, title] of [
    ['Login.ForgotUsername', 'ForgotUsername.Title'],
    ['Login.ForgotPassword', 'ForgotPassword.Title'],
  ] as const) {
    await page.getByRole('button', { name: text[link] }).click();
    await checkDialog(page, text[title]);
    await closeWithEscape(page, text[title]);
  }
});

test('the portal: the login flow, my store, a classic page, the menus and the dialogs', async ({
  page,
  loginPage,
}) => {
  test.setTimeout(240_000);
  await loginPage.goto();
  await loginPage.logIn('owner');

  // The login flow's modals, one at a time over their backdrop.
  const notice = page.getByRole('alertdialog', { name: text['PlaceOfUse.Title'] });
  await expect(notice).toBeVisible();
  await checkDialog(page, text['PlaceOfUse.Title'], 'the place-of-use notice');
  await notice.getByRole('button', { name: 'OK' }).click();

  const stores = page.getByRole('dialog', { name: text['StoreSelection.Title'] });
  await expect(stores.getByRole('row', { name: /Harbor Downtown/ })).toBeVisible();
  await checkDialog(page, text['StoreSelection.Title'], 'the store selection (login)');
  await stores
    .getByRole('row', { name: /Harbor Downtown/ })
    .first()
    .click();
  await stores.getByRole('button', { name: text['StoreSelection.Continue'] }).click();
  await page.waitForURL(/Portal\/NewIndex\/mystore/);

  // The notifications modal opens once this session.
  const notifications = page.getByRole('dialog', { name: text['Notifications.Title'] });
  await expect(notifications).toBeVisible();
  await checkDialog(page, text['Notifications.Title'], 'the notifications');
  await notifications.getByRole('button', { name: text['Notifications.Ok'] }).click();
  await expect(notifications).toBeHidden();

  // My Store.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
  await atEachWidth(page, () => checkScreen(page, 'my store'));

  // The side menu: a drawer below 1024 px, a column from there; the keyboard's focus ring shows on it.
  const nav = page.getByRole('navigation', { name: text['Shell.SideMenu'] });
  const results = nav.getByRole('button', { name: 'Results', exact: true });
  await atEachWidth(page, async (width) => {
    if (width < 1024) {
      await page.getByRole('button', { name: text['DesignSystem.OpenMenu'] }).click();
      await expect(nav).toBeVisible();
    }
    if ((await results.getAttribute('aria-expanded')) !== 'true') await results.click();
    await checkScreen(page, width < 1024 ? 'the side-menu drawer' : 'the side menu');
    await results.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: text['Route.results.sales.summary'] })).toBeFocused();
    await expectVisibleFocusRing(page, 'the side menu');
    if (width < 1024) {
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    }
  });

  // The user menu.
  const userMenu = page.getByRole('button', { name: 'Olivia Owner' });
  await atEachWidth(page, async () => {
    await userMenu.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expectTouchTargets(page, 'the user menu');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  });

  // The store selection from the header; Escape closes it.
  await page.getByRole('button', { name: /^Change store/ }).click();
  await expect(stores.getByRole('row', { name: /Harbor Downtown/ })).toBeVisible();
  await checkDialog(page, text['StoreSelection.Title'], 'the store selection');
  await closeWithEscape(page, text['StoreSelection.Title']);

  // The change-password dialog from the user menu; Escape closes it.
  await userMenu.click();
  await page.getByRole('menuitem', { name: text['UserMenu.ChangePassword'] }).click();
  const password = page.getByRole('dialog', { name: text['ChangePassword.Title'] });
  await expect(password).toBeVisible();
  await checkDialog(page, text['ChangePassword.Title'], 'the change-password dialog');
  await closeWithEscape(page, text['ChangePassword.Title']);

  // A classic page in the frame, and the page inside it.
  await page.goto('/Portal/NewIndex/customers/email?variant=welcome');
  const frameElement = page.locator('iframe');
  await expect(frameElement).toBeVisible();
  const inFrame = page.frameLocator('iframe');
  await expect(inFrame.getByRole('heading', { level: 1 })).toHaveText(
    text['RouteVariant.customers.email.welcome'],
  );
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the classic page is framed');
  await atEachWidth(page, async () => {
    await checkScreen(page, 'a classic page');
    await expectTouchTargets(frame, 'the page inside the frame');
  });
});
