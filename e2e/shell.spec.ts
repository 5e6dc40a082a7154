import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import {
  activityHeading,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  keepNotificationsShut,
  test,
} from './fixtures';

const text = messages as Record<string, string>;

/** The notifications modal (its own journey) stays shut: it opens once per server session. */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

/**
 * Logs in through the login page and answers the login flow's modals by role: the place-of-use
 * notice (OK) and the store selection (picks `store`). `origin` is e.g. http://bank.localhost:PORT.
 */
async function signIn(page: Page, username: string, options: { origin?: string; store?: string } = {}) {
  await page.goto(`${options.origin ?? ''}/`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const inPortal = () => /Portal\/NewIndex/.test(page.url());
  const notice = page.getByRole('alertdialog', { name: text['PlaceOfUse.Title'] });
  const stores = page.getByRole('dialog', { name: text['StoreSelection.Title'] });
  for (let step = 0; step < 4 && !inPortal(); step++) {
    await Promise.race([
      page.waitForURL(/Portal\/NewIndex/).catch(() => undefined),
      notice.waitFor().catch(() => undefined),
      stores.waitFor().catch(() => undefined),
    ]);
    if (inPortal()) break;
    if (await notice.isVisible()) {
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(notice).toBeHidden();
    } else if (await stores.isVisible()) {
      await stores.getByRole('cell', { name: options.store ?? '', exact: true }).click();
      await stores.getByRole('button', { name: text['StoreSelection.Continue'] }).click();
      await expect(stores).toBeHidden();
    }
  }
  await page.waitForURL(/Portal\/NewIndex/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: text['Shell.SideMenu'] });

async function expandSection(page: Page, name: string) {
  const button = sideMenu(page).getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

async function userMenuItems(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const labels = (await items.allTextContents()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  return labels;
}

test.describe('the shell at phone, tablet and desktop widths', () => {
  for (const width of [375, 768, 1024, 1440]) {
    test(`${width}px: header, side menu (a 240px drawer below 1024px) and no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'marketowner');
      await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Store' })).toBeVisible();
      await expect(page.getByRole('tab', { name: text['MyStore.ActivitySummary'] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('group', { name: text['MyStore.NetSales'] })).toBeVisible();
      const hamburger = page.getByRole('button', { name: text['DesignSystem.OpenMenu'] });
      if (width < 1024) {
        await expect(sideMenu(page)).toBeHidden();
        // the section title from the path
        await expect(page.getByRole('banner').getByText('My Store')).toBeVisible();
        await hamburger.click();
        const drawer = page.getByRole('dialog', { name: text['Shell.SideMenu'] });
        await expect(drawer).toBeVisible();
        await expect(sideMenu(page)).toBeVisible();
        const box = await drawer.boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(240);
        await expectNoAxeViolations(page);
        await sideMenu(page).getByRole('button', { name: 'Employees', exact: true }).click();
        await sideMenu(page).getByRole('link', { name: text['Route.employees.employees'] }).click();
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL(/\/employees\/employees$/);
      } else {
        await expect(hamburger).toBeHidden();
        await expect(sideMenu(page)).toBeVisible();
        const box = await sideMenu(page).boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(240);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('brands and the bank reseller', () => {
  test('bankowner on bank.localhost: the bank brand and none of the bank-hidden items', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    await signIn(page, 'bankowner', { origin: `http://bank.localhost:${port}`, store: 'Maple Main Street' });
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'bank');
    await expect(
      page.getByRole('banner').getByRole('img', { name: text['Brand.BankLogoAlt'] }),
    ).toBeVisible();
    await expandSection(page, 'My Account');
    await expect(sideMenu(page).getByRole('link', { name: text['Route.account.mystores'] })).toBeVisible();
    for (const hidden of [
      'Route.account.myintegrations',
      'Route.account.mybills',
      'Route.account.purchasetermsandconditions',
    ]) {
      await expect(sideMenu(page).getByRole('link', { name: text[hidden] })).toHaveCount(0);
    }
    await expect(sideMenu(page).getByRole('link', { name: text['SideMenu.PilotProgram'] })).toHaveCount(0);
    const items = await userMenuItems(page, 'Bea Banker');
    expect(items).not.toContain(text['UserMenu.RegisterHardware']);
    expect(items).not.toContain(text['UserMenu.CustomerCare']);
    // a bank-hidden page typed in the address bar says so, under its title
    await page.goto(`http://bank.localhost:${port}/Portal/NewIndex/account/mybills`);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: text['Route.account.mybills'] }),
    ).toBeVisible();
    await expect(page.getByText(text['Access.NotAvailableTitle'], { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('marketowner (product mode 2): the section is called Menu and time clock is absent', async ({
    page,
  }) => {
    await signIn(page, 'marketowner');
    await expect(sideMenu(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Inventory', exact: true })).toHaveCount(0);
    await expandSection(page, 'Employees');
    await expect(sideMenu(page).getByRole('link', { name: text['Route.employees.breaks'] })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: text['Route.employees.timeClock'] })).toHaveCount(
      0,
    );
  });
});

test.describe('the owner', () => {
  test('every section, the user menu, help center and a classic page talking to the portal', async ({
    page,
  }) => {
    await signIn(page, 'owner', { store: 'Harbor Downtown' });
    // the top level: section buttons, and the links of one-entry sections (My Store, E-commerce)
    const sections = await sideMenu(page)
      .getByRole('list')
      .first()
      .locator(':scope > li > button, :scope > li > a')
      .allTextContents();
    expect(sections.map((s) => s.trim())).toEqual([
      'My Store',
      'Results',
      'Inventory',
      'Customers',
      'Employees',
      'E-commerce',
      'Online Ordering',
      'Settings',
      'My Account',
    ]);
    // the notifications entry (with their count) comes with the list
    await expect
      .poll(() => userMenuItems(page, 'Olivia Owner'))
      .toEqual([
        'My Account',
        'Notifications (1)',
        'Change Password',
        'Buy Hardware',
        'Register Hardware',
        'Customer Care',
        'Logout',
      ]);

    // my store: today's figures of the store, native
    await expect(page.getByText(activityHeading('Harbor Downtown'))).toBeVisible();
    await expect(page.getByRole('group', { name: text['MyStore.AverageTicket'] })).toBeVisible();

    // a classic page's dialog masks the shell while it is open (Labor Cost stays classic; the reports are screens)
    await page.goto('/Portal/NewIndex/results/operations/labor');
    const frame = page.frameLocator(`iframe[title="${text['Route.results.operations.labor']}"]`);
    await frame.getByRole('button', { name: text['Legacy.About'] }).click();
    await expect(page.getByTestId('frame-mask')).toBeVisible();
    await frame.getByRole('button', { name: text['Legacy.Close'] }).click();
    await expect(page.getByTestId('frame-mask')).toHaveCount(0);
    // its link back to my store asks the portal to open the route (a frame redirect)
    await frame.getByRole('link', { name: text['Legacy.BackToMyStore'] }).click();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore$/);

    // My Account from the user menu
    await page.getByRole('button', { name: 'Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: text['UserMenu.MyAccount'] }).click();
    await expect(page).toHaveURL(/\/account\/overview$/);

    // Help center: a 1024×768 popup with the help document
    const popupPromise = page.waitForEvent('popup');
    await sideMenu(page).getByRole('link', { name: text['SideMenu.HelpCenter'] }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/Legacy\/help\/account$/);
    await expect(popup.getByRole('heading', { level: 1, name: text['Help.Title'] })).toBeVisible();
    await popup.close();

    // Customer care: a contact dialog
    await page.getByRole('button', { name: 'Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: text['UserMenu.CustomerCare'] }).click();
    const care = page.getByRole('dialog', { name: text['UserMenu.CustomerCareTitle'] });
    await expect(care).toContainText(text['UserMenu.CustomerCarePhone']);
    await expectNoAxeViolations(page);
    await care.getByRole('button', { name: text['UserMenu.CustomerCareClose'] }).click();

    // Logout returns to the login page
    await page.getByRole('button', { name: 'Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: text['UserMenu.Logout'] }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
