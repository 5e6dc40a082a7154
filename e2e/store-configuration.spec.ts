import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, expectNoAxeViolations, keepNotificationsShut, LoginPage, test } from './fixtures';
import { checkScreen } from './touchTargets';

const text = messages as Record<string, string>;
const PATH = '/Portal/NewIndex/settings/store/storeconfiguration';

/**
 * Store configuration (3-settings §2, §4, §5, §7): the owner picks Harbor Uptown (a store in good
 * standing: no bill reminder on the way in), changes its primary
 * contact and saves (the success banner goes after 3 s), sees it after a reload, breaks the zip rule
 * and sees its message and the invalid-input banner, previews the receipt's store header; the form at
 * 375, 768, 1024 and 1440 px with an axe check. The contact is put back at the end.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, key: string) => main(page).getByLabel(new RegExp(`^${text[key]}`));

async function signInAtUptown(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('owner');
  await login.continueToPortal('Harbor Uptown');
}

async function openForm(page: Page) {
  await page.goto(PATH);
  await expect(field(page, 'StoreConfiguration.StoreName')).toHaveValue('Harbor Uptown');
}

test('the owner changes and saves a store, breaks a rule, previews the receipt header', async ({ page }) => {
  test.slow(); // a whole journey: sign-in, two saves, a reload, the preview
  await signInAtUptown(page);
  await openForm(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Store Configuration' })).toBeVisible();
  await checkScreen(page, 'store configuration');

  // change and save: the success banner, gone after 3 s
  const contact = field(page, 'StoreConfiguration.StoreContName');
  await contact.fill('Uma Uptown');
  const phone = field(page, 'StoreConfiguration.StoreContPhone');
  await phone.fill('');
  await phone.pressSequentially('2075550164');
  await expect(phone).toHaveValue('(207) 555-0164');
  await main(page).getByRole('button', { name: /^Save/ }).click();
  const saved = main(page).getByText(text['Form.Saved']);
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 6000 });

  // after a reload
  await page.reload();
  await expect(field(page, 'StoreConfiguration.StoreContName')).toHaveValue('Uma Uptown');
  await expect(field(page, 'StoreConfiguration.StoreContPhone')).toHaveValue('(207) 555-0164');

  // a broken rule keeps Save disabled; Show them: its message on the field and the invalid-input banner
  await field(page, 'StoreConfiguration.StoreZip').fill('4101');
  await expect(main(page).getByRole('button', { name: /^Save/ })).toBeDisabled();
  await main(page).getByRole('button', { name: text['Form.ShowErrors'] }).click();
  await expect(main(page).getByText(text['StoreConfiguration.InvalidInput'])).toBeVisible();
  await expect(main(page).getByText(text['StoreConfiguration.InvalidZip'])).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, 'StoreConfiguration.StoreZip').fill('04101-2019');

  // the receipt preview of the store header
  await main(page).getByRole('button', { name: text['StoreConfiguration.Preview'] }).click();
  const preview = page.getByRole('dialog', { name: text['StoreConfiguration.PreviewTitle'] });
  await expect(preview).toBeVisible();
  const header = preview.frameLocator('iframe');
  await expect(header.getByRole('heading', { name: 'Harbor Uptown' })).toBeVisible();
  await expect(header.getByText('Uma Uptown')).toBeVisible();
  // (no axe run while the frame is open: axe cannot enter a sandboxed frame, which runs no script)
  await preview.getByRole('button', { name: text['StoreConfiguration.PreviewClose'] }).click();
  await expect(preview).toBeHidden();

  // put the contact back
  await contact.fill('Sasha Shiftlead');
  await phone.fill('(207) 555-0177');
  await main(page).getByRole('button', { name: /^Save/ }).click();
  await expect(main(page).getByText(text['Form.Saved'])).toBeVisible();
});

for (const width of [375, 768, 1024, 1440]) {
  test(`the store form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAtUptown(page);
    await openForm(page);
    const form = main(page).getByRole('form', { name: text['StoreConfiguration.FormLabel'] });
    const box = await form.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await checkScreen(page, `store configuration at ${width} px`);
  });
}
