import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { DISGUISED_EXE, PNG_1X1 } from '../test/logoFiles';
import { atEachWidth, expect, expectNoAxeViolations, keepNotificationsShut, test } from './fixtures';
import { checkScreen, expectOneDialogWithBackdrop } from './touchTargets';

const text = messages as Record<string, string>;
const PATH = '/Portal/NewIndex/settings/companyinformation/info';

/**
 * Company information (3-settings-and-employees.md §2, §4, §5): as the owner of Harbor Bistro Group
 * in the company view (more than one store: editable), change the city and see it after a reload,
 * break a rule and see its message, upload a logo and see it in the header, refuse a renamed
 * executable, delete the logo after the question. The widths of 3-settings: 375 to 1440 px.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
/** The company logo in the header (decorative: an empty alt, so found by its address). */
const headerLogo = (page: Page) => page.getByRole('banner').locator('img[src*="Company/MerchantLogo"]');
const field = (page: Page, key: string) => main(page).getByLabel(new RegExp(`^${text[key]}`));

/** The company view through the header's store selection (its first row, StoreId 0), then the screen. */
async function openInCompanyView(page: Page) {
  await page.getByRole('button', { name: /^Change store/ }).click();
  const dialog = page.getByRole('dialog', { name: text['StoreSelection.Title'] });
  await dialog.getByRole('row', { name: text['StoreSelection.CompanyView'] }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(PATH);
  await expect(field(page, 'CompanyInfo.City')).toBeEditable();
}

test.describe('the owner keeps the company information', () => {
  test.use({ account: 'owner' });

  test('change and save, see it after a reload, break a rule, logo in the header', async ({
    page,
    portal,
  }) => {
    await openInCompanyView(page);
    await portal.expectPage(text['Route.settings.companyinformation.info']);
    await expect(field(page, 'CompanyInfo.BusinessType')).toBeDisabled();
    await expectNoAxeViolations(page);

    // change and save, then see it after a reload
    const city = `Falmouth ${Date.now() % 1000}`;
    await field(page, 'CompanyInfo.City').fill(city);
    await main(page).getByRole('button', { name: /^Save/ }).click();
    await expect(main(page).getByText(text['Form.Saved'])).toBeVisible();
    await page.reload();
    await expect(field(page, 'CompanyInfo.City')).toHaveValue(city);

    // a rule broken: its message on its field
    await field(page, 'CompanyInfo.BusinessName').fill('');
    await field(page, 'CompanyInfo.BusinessName').blur();
    await expect(main(page).getByText(text['CompanyInfo.Required'])).toBeVisible();
    await main(page)
      .getByRole('button', { name: /^Discard/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: text['DiscardChanges.Discard'] }).click();
    await expect(field(page, 'CompanyInfo.BusinessName')).toHaveValue('Harbor Bistro Group LLC');

    // a renamed executable is refused; a PNG is uploaded, previewed and shown in the header
    const picker = field(page, 'CompanyInfo.UploadLogo');
    await picker.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(DISGUISED_EXE),
    });
    await expect(main(page).getByText(text['CompanyInfo.LogoFileTypeError'])).toBeVisible();
    await picker.setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) });
    await expect(main(page).getByRole('img', { name: 'Harbor Bistro Group LLC logo' })).toBeVisible();
    await expect(headerLogo(page)).toBeVisible();
    await page.reload();
    await expect(headerLogo(page)).toBeVisible();

    // the widths
    await atEachWidth(page, async (width) => {
      await expect(field(page, 'CompanyInfo.City')).toBeVisible();
      await checkScreen(page, `company information at ${width}px`);
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    // delete after the question
    await main(page).getByRole('button', { name: text['CompanyInfo.DeleteLogo'] }).click();
    await expectOneDialogWithBackdrop(page, text['CompanyInfo.DeleteLogoTitle']);
    const question = page.getByRole('alertdialog', { name: text['CompanyInfo.DeleteLogoTitle'] });
    await expect(question.getByText(text['CompanyInfo.DeleteLogoMessage'])).toBeVisible();
    await question.getByRole('button', { name: text['CompanyInfo.DeleteLogo'] }).click();
    await expect(main(page).getByText(text['CompanyInfo.NoLogo'])).toBeVisible();
    await expect(headerLogo(page)).toHaveCount(0);
  });

  test('in a store view the form is read-only, with the reason', async ({ page, portal }) => {
    // the owner signs in on Harbor Downtown: a store view
    await page.goto(PATH);
    await portal.expectPage(text['Route.settings.companyinformation.info']);
    await expect(main(page).getByText(text['CompanyInfo.ReadOnlyNotice'])).toBeVisible();
    await expect(field(page, 'CompanyInfo.City')).toBeDisabled();
    await expect(main(page).getByRole('button', { name: /^Save/ })).toHaveCount(0);
  });
});
