import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import {
  SCREEN_WIDTHS,
  atEachWidth,
  expect,
  expectNoAxeViolations,
  keepNotificationsShut,
  test,
} from './fixtures';
import { checkScreen, checkScreenFits, fitsAtEachWidth, expectOneDialogWithBackdrop } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * Categories and items (2-menu-and-reports.md §2, §5): as the owner (company user of Harbor Bistro
 * Group, at Harbor Downtown) create a category, then an item in it (a rule broken shown and fixed),
 * edit the item and delete it. The category has a name of its own (E2E …); categories cannot be
 * deleted (the specification has no such call), so it stays, empty.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const categories = (page: Page) => main(page).getByRole('list', { name: text['Category.ListLabel'] });
const itemsOf = (page: Page, category: string) =>
  main(page).getByRole('table', { name: `Items of ${category}` });

async function openCategories(page: Page) {
  await page.goto('/Portal/NewIndex/menu/categoriesoritems/categories');
  await expect(categories(page).getByRole('button', { name: /^STARTERS,/ })).toBeVisible();
  await expect(itemsOf(page, 'STARTERS').getByRole('row', { name: /Clam Chowder/ })).toBeVisible();
}

test.describe('the owner manages categories and items', () => {
  test.use({ account: 'owner' });

  test('import a CSV with one bad row from the more menu: the preview names it, only the good rows are created', async ({
    page,
    portal,
  }) => {
    void portal;
    const suffix = Date.now() % 100000;
    const csv = [
      'Item Name,Description,Category,Type,Sold By,Price,Tax Category,Routing Group,POS Active',
      `E2E Import Fritters ${suffix},Corn fritters,STARTERS,Item,Each,7.50,,,Yes`,
      `E2E Import Bisque ${suffix},Lobster bisque,STARTERS,Item,Each,free,,,Yes`,
      `E2E Import Sliders ${suffix},Three sliders,STARTERS,Item,Each,12,,,Yes`,
    ].join('\r\n');
    await openCategories(page);
    await main(page).getByRole('button', { name: text['Item.More'] }).click();
    await page.getByRole('menuitem', { name: text['Item.Import'] }).click();
    const dialog = page.getByRole('dialog', { name: text['ItemBulk.ImportTitle'] });
    await dialog
      .getByLabel(text['ItemBulk.FileLabel'])
      .setInputFiles({ name: 'starters.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('2 rows are ready to import.')).toBeVisible();
    const problems = dialog.getByRole('table', { name: text['Csv.ProblemsLabel'] });
    await expect(
      problems.getByRole('row', { name: new RegExp(`3.*${text['ItemBulk.PriceInvalid']}`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(dialog.getByText('2 rows were imported.')).toBeVisible();
    // the dialog's own close button and the result's Close: the latter
    await dialog.getByRole('button', { name: text['ItemBulk.Close'] }).last().click();
    await main(page).getByRole('searchbox', { name: text['Item.Search'] }).fill(`E2E Import`);
    await expect(
      itemsOf(page, 'STARTERS').getByRole('row', { name: new RegExp(`Fritters ${suffix}`) }),
    ).toBeVisible();
    await expect(
      itemsOf(page, 'STARTERS').getByRole('row', { name: new RegExp(`Sliders ${suffix}`) }),
    ).toBeVisible();
    await expect(
      itemsOf(page, 'STARTERS').getByRole('row', { name: new RegExp(`Bisque ${suffix}`) }),
    ).toHaveCount(0);
  });

  test('create a category, an item in it (a rule broken, then fixed), edit and delete the item', async ({
    page,
    portal,
  }) => {
    void portal;
    const suffix = Date.now() % 100000;
    const category = `E2E ${suffix}`;
    const item = `E2E Chowder ${suffix}`;
    await openCategories(page);
    await expectNoAxeViolations(page);

    // the category: name (saved in capitals), a colour, a department
    await main(page).getByRole('button', { name: text['Category.Add'] }).click();
    const dialog = page.getByRole('dialog', { name: text['Category.AddTitle'] });
    await expect(dialog.getByRole('button', { name: text['Category.Save'] })).toBeDisabled();
    await dialog.getByLabel(new RegExp(`^${text['Category.Name']}`)).fill(category.toLowerCase());
    await dialog.getByLabel(text['Category.Department']).selectOption({ label: 'Food' });
    await dialog.getByRole('radio', { name: 'Teal' }).click();
    await expect(dialog.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text['Category.Save'] }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('heading', { name: category })).toBeVisible();
    await expect(
      categories(page).getByRole('button', { name: new RegExp(`^${category}, Teal, 0 items`) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(itemsOf(page, category).getByText(text['Item.Empty'])).toBeVisible();

    // the item: without a price Save waits, Show them shows the rule; a price fixes it
    await main(page).getByRole('button', { name: text['Item.Add'] }).click();
    await expect(page).toHaveURL(/\/menu\/categoriesoritems\/items\/0\?category=\d+$/);
    await expect(page.getByLabel(new RegExp(`^${text['Item.Category']}`))).toHaveValue(/\d+/);
    await page.getByLabel(new RegExp(`^${text['Item.Name']}`)).fill(item);
    await expect(main(page).getByRole('button', { name: /^Save/ })).toBeDisabled();
    await main(page).getByRole('button', { name: text['Form.ShowErrors'] }).click();
    await expect(main(page).getByText(text['Item.PriceRequired'])).toBeVisible();
    await page.getByLabel(new RegExp(`^${text['Item.Price']}`)).fill('9.5');
    await expect(main(page).getByText(text['Item.PriceRequired'])).toBeHidden();
    await main(page).getByRole('button', { name: /^Save/ }).click();
    await expect(page).toHaveURL(/\/menu\/categoriesoritems\/categories\?category=\d+$/);
    const row = itemsOf(page, category).getByRole('row', { name: new RegExp(item) });
    await expect(row).toContainText('9.50');

    // edit: a new price and a price variation in the extended setup
    await row.click();
    await expect(main(page).getByRole('heading', { name: item })).toBeVisible();
    await page.getByLabel(new RegExp(`^${text['Item.Price']}`)).fill('11');
    await main(page).getByRole('switch', { name: text['Item.ExtendedSetup'] }).click();
    await main(page).getByRole('button', { name: text['Item.AddVariation'] }).click();
    await page.getByLabel(/^Variation 1 name/).fill('Bread bowl');
    await page.getByLabel(/^Variation 1 price/).fill('14');
    await main(page).getByRole('button', { name: /^Save/ }).click();
    await expect(page).toHaveURL(/\/menu\/categoriesoritems\/categories\?category=\d+$/);
    await expect(itemsOf(page, category).getByRole('row', { name: new RegExp(item) })).toContainText('11.00');

    // delete, after its confirmation
    await itemsOf(page, category)
      .getByRole('row', { name: new RegExp(item) })
      .click();
    await main(page).getByRole('button', { name: text['Item.Delete'] }).click();
    const ask = page.getByRole('alertdialog', { name: text['Item.DeleteTitle'] });
    await ask.getByRole('button', { name: text['Item.DeleteConfirm'] }).click();
    await expect(page).toHaveURL(/\/menu\/categoriesoritems\/categories\?category=\d+$/);
    await expect(itemsOf(page, category).getByText(text['Item.Empty'])).toBeVisible();
  });
});

test.describe('categories and items at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('the categories screen, the category modal, the items list and an item fit 375, 768, 1024 and 1440 px', async ({
    page,
    portal,
  }) => {
    void portal;
    await openCategories(page);
    await atEachWidth(page, async (width) => {
      await checkScreenFits(page, `categories at ${width}px`);
      await page.screenshot({ path: `test-results/categories-${width}.png`, fullPage: true });
    });
    await main(page).getByRole('button', { name: text['Category.Edit'] }).click();
    await atEachWidth(page, async (width) => {
      await expectOneDialogWithBackdrop(page, text['Category.EditTitle']);
      await checkScreen(page, `category modal at ${width}px`);
    });
    await page.getByRole('dialog').getByRole('button', { name: text['Category.Cancel'] }).click();

    await page.goto('/Portal/NewIndex/menu/categoriesoritems/items');
    const grid = main(page).getByRole('table', { name: text['Item.GridLabel'] });
    await expect(grid.getByRole('row').nth(5)).toBeVisible();
    await fitsAtEachWidth(page, 'items list');
    await main(page).getByRole('searchbox', { name: text['Item.Search'] }).fill('Lobster Roll');
    await grid
      .getByRole('row', { name: /Lobster Roll/ })
      .first()
      .click();
    await expect(main(page).getByRole('heading', { name: 'Lobster Roll' })).toBeVisible();
    await main(page).getByRole('switch', { name: text['Item.ExtendedSetup'] }).click();
    await expect(main(page).getByRole('region', { name: text['Item.PriceVariations'] })).toBeVisible();
    await atEachWidth(page, async (width) => {
      await checkScreenFits(page, `item detail at ${width}px`);
      await page.screenshot({ path: `test-results/categories-items-${width}.png`, fullPage: true });
    });
  });
});
