import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, hydrated, keepNotificationsShut, test } from './fixtures';

const text = messages as Record<string, string>;

/**
 * Forms that never lose work (issue 22 §4), in the real browser where layout is measured: an error
 * appearing never moves the control under the user's finger (the next alert's switch), the focused
 * field shows above the sticky save bar, and the whole header cell of a sortable column sorts. As the owner at Harbor Downtown.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const alertSwitch = (page: Page, key: string) =>
  main(page).getByRole('switch', {
    name: text['AlertManagement.SubscribeTo'].replace('{alert}', text[key]),
  });
const threshold = (page: Page, key: string) =>
  main(page).getByRole('textbox', {
    name: text['AlertManagement.ThresholdOf'].replace('{alert}', text[key]),
  });

test.describe('forms that never lose work', () => {
  test.use({ account: 'owner', viewport: { width: 375, height: 740 } });

  test('a threshold error appearing never moves the next switch: the tap on it lands', async ({
    page,
    portal,
  }) => {
    void portal;
    await page.goto('/Portal/NewIndex/settings/store/alertmanagement');
    const first = threshold(page, 'AlertManagement.Alert1');
    const next = alertSwitch(page, 'AlertManagement.Alert2');
    await expect(next).toBeVisible();
    if (!(await alertSwitch(page, 'AlertManagement.Alert1').isChecked()))
      await alertSwitch(page, 'AlertManagement.Alert1').click();
    const wasOn = await next.isChecked();
    await first.fill('26');
    // the switch as a finger sees it: its root (the track and its label), not the hidden input
    const track = next.locator('xpath=ancestor::label[1]');
    // in the middle of the window: not under the sticky save bar
    await track.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await track.boundingBox();
    if (!before) throw new Error('the next switch is not laid out');
    // a finger on the next switch: the threshold is left (its error appears) as the press starts
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(first).toHaveAccessibleDescription(new RegExp(text['AlertManagement.PercentageError']));
    expect(await track.boundingBox()).toEqual(before);
    await expect(next).toBeChecked({ checked: !wasOn });
  });

  test('the focused field shows above the sticky save bar', async ({ page, portal }) => {
    void portal;
    await page.goto('/Portal/NewIndex/settings/store/storeconfiguration');
    const field = main(page).getByLabel(new RegExp(`^${text['StoreConfiguration.StoreAdd2']}`));
    await expect(field).toBeEditable();
    await page.evaluate(() => window.scrollTo(0, 0));
    await field.focus();
    const bar = main(page).getByRole('toolbar', { name: text['StoreConfiguration.FormLabel'] });
    await expect(async () => {
      const f = await field.boundingBox();
      const b = await bar.boundingBox();
      expect(f && b && f.y + f.height <= b.y).toBe(true);
    }).toPass();
  });

  test("the browser's Back asks before typed changes are dropped: Stay keeps them, Leave page goes back", async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/Portal/NewIndex/settings/paycodes');
    await expect(portal.main.getByRole('heading', { level: 1 })).toBeVisible();
    const before = page.url();
    // into the store configuration by the portal's own link, as a person goes
    const section = portal.sideMenu.getByRole('button', { name: text['Section.settings'], exact: true });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    const link = portal.sideMenu.getByRole('link', {
      name: text['Route.settings.store.storeconfiguration'],
      exact: true,
    });
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(/settings\/store\/storeconfiguration/);
    const field = main(page).getByLabel(new RegExp(`^${text['StoreConfiguration.StoreAdd2']}`));
    await expect(field).toBeEditable();
    await field.fill('Suite 200');
    const form = page.url();

    // the browser's Back: held before the address changes, so it never completes as a navigation
    const back = () => page.goBack({ timeout: 2_000 }).catch(() => null);
    await back();
    const ask = page.getByRole('alertdialog', { name: text['PendingEditChanges.Title'] });
    await ask.getByRole('button', { name: text['PendingEditChanges.Stay'] }).click();
    await expect(ask).toBeHidden();
    expect(page.url()).toBe(form);
    await expect(field).toHaveValue('Suite 200');

    await back();
    await ask.getByRole('button', { name: text['PendingEditChanges.Leave'] }).click();
    await expect(page).toHaveURL(before);
    await expect(portal.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the whole header cell of a sortable column sorts, not only its words', async ({ page, portal }) => {
    void portal;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/Portal/NewIndex/menu/discounts');
    const grid = main(page).getByRole('table', { name: text['Discount.GridLabel'] });
    const header = grid.getByRole('columnheader', { name: new RegExp(`^${text['Discount.Description']}`) });
    await expect(header).toBeVisible();
    const box = await header.boundingBox();
    if (!box) throw new Error('the header is not laid out');
    // the cell's far end and its bottom edge, away from the words
    await page.mouse.click(box.x + box.width - 4, box.y + box.height - 3);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  });
});
