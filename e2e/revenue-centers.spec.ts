import type { Locator, Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { REVENUE_CENTER_CSV_COLUMNS } from '../src/domain/revenueCenter';
import {
  SCREEN_WIDTHS,
  downloadedCsv,
  expect,
  expectNoAxeViolations,
  keepNotificationsShut,
  test,
} from './fixtures';
import { fitsAtEachWidth } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * Revenue centers (3-settings-and-employees.md §2–§5, §8): as the owner (Harbor Bistro Group, at
 * Harbor Downtown) the list and its CSV against what the screen shows; add a center with a free
 * device and order mode (a device of another center cannot be chosen), see it after a reload, edit
 * it (a broken rule shown, then fixed), delete it. The center this spec adds is deleted again.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const LIST = '/Portal/NewIndex/settings/revenuecenters';

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(region(page, 'Dining Room')).toBeVisible();
}

/** The screen's rows of a center (after Show All): store, devices and order modes as shown. */
async function shownRows(center: Locator) {
  const showAll = center.getByRole('button', { name: text['RevenueCenter.ShowAll'] });
  if (await showAll.isEnabled()) await showAll.click();
  const rows = center.getByRole('table').getByRole('row');
  const out: { store: string; devices: string; orderModes: string }[] = [];
  for (let i = 1; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    out.push({
      store: (await cells.nth(1).innerText()).trim(),
      devices: (await cells.nth(2).innerText()).trim(),
      orderModes: (await cells.nth(3).innerText()).trim(),
    });
  }
  return out;
}

/** A list as the screen shows it (§9: cut at 15 characters). */
const cut = (names: string[]) => {
  const whole = names.join(', ');
  return whole.length > 15 ? `${whole.slice(0, 15)}…` : whole;
};

test.describe('the owner manages revenue centers', () => {
  test.use({ account: 'owner' });

  test('the CSV matches the screen', async ({ page, portal }) => {
    void portal;
    await openList(page);
    await expect(main(page).getByRole('heading', { name: /^Revenue Centers \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const csv = await downloadedCsv(page, () =>
      main(page).getByRole('button', { name: text['RevenueCenter.DownloadAll'] }).click(),
    );
    expect(Object.keys(csv[0])).toEqual([...REVENUE_CENTER_CSV_COLUMNS]);
    for (const name of new Set(csv.map((r) => r.RevenueCenterName))) {
      const rows = await shownRows(region(page, name));
      for (const row of rows) {
        const mine = csv.filter((r) => r.RevenueCenterName === name && r.StoreName === row.store);
        const devices = mine.filter((r) => r.DeviceName).map((r) => r.DeviceName);
        const modes = mine.filter((r) => r.OrderModeName).map((r) => r.OrderModeName);
        expect(row.devices.startsWith(cut(devices)), `${name} at ${row.store}: ${row.devices}`).toBe(true);
        expect(row.orderModes.startsWith(cut(modes)), `${name} at ${row.store}: ${row.orderModes}`).toBe(
          true,
        );
      }
    }
  });

  test('add a center with a free device, see it after a reload, edit it and delete it', async ({
    page,
    portal,
  }) => {
    void portal;
    const name = `E2E Host ${Date.now() % 10000}`;
    await openList(page);
    await main(page).getByRole('button', { name: text['RevenueCenter.Add'] }).first().click();
    await expect(main(page).getByRole('heading', { name: text['RevenueCenter.AddTitle'] })).toBeVisible();
    await page.getByLabel(new RegExp(`^${text['RevenueCenter.Name']}`)).fill(name);
    await page.getByLabel(new RegExp(`^${text['RevenueCenter.Description']}`)).fill('Host stand at the pier');
    await main(page).getByRole('checkbox', { name: 'Select Harbor Pier' }).click();
    await expect(main(page).getByText('1 selected')).toBeVisible();
    // a device of another center (Dining Room) cannot be chosen
    const taken = main(page).getByRole('checkbox', { name: 'Select Register 1 at Harbor Pier' });
    await expect(taken).toBeVisible();
    await expect(
      main(page).getByRole('row', { name: /Register 1.*Harbor Pier.*Dining Room/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await taken.click({ force: true });
    await expect(taken).not.toBeChecked();
    await main(page).getByRole('checkbox', { name: 'Select Register 3 at Harbor Pier' }).click();
    await main(page).getByRole('checkbox', { name: 'Select Take Out at Harbor Pier' }).click();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: /^Save/ }).click();
    await expect(page).toHaveURL(/\/settings\/revenuecenters$/);

    await page.reload();
    const added = region(page, name);
    await expect(added).toBeVisible();
    await expect(added.getByRole('table')).toContainText('Register 3');
    await expect(added.getByRole('table')).toContainText('Take Out');

    // edit: an over-long name shows its rule, then a valid one is saved
    await added.getByRole('button', { name: text['RevenueCenter.Edit'] }).click();
    await expect(main(page).getByRole('heading', { name: text['RevenueCenter.EditTitle'] })).toBeVisible();
    const field = page.getByLabel(new RegExp(`^${text['RevenueCenter.Name']}`));
    await expect(field).toHaveValue(name);
    await field.fill('x'.repeat(26));
    await field.blur();
    await expect(main(page).getByText(text['RevenueCenter.TextFieldError'])).toBeVisible();
    await field.fill(`${name}B`);
    await expect(main(page).getByText(text['RevenueCenter.TextFieldError'])).toBeHidden();
    await main(page).getByRole('button', { name: /^Save/ }).click();
    await expect(page).toHaveURL(/\/settings\/revenuecenters$/);
    const edited = region(page, `${name}B`);
    await expect(edited).toBeVisible();

    // delete, after the confirmation naming it
    await edited.getByRole('button', { name: text['RevenueCenter.Delete'] }).click();
    const ask = page.getByRole('alertdialog', { name: text['RevenueCenter.DeleteTitle'] });
    await expect(ask).toContainText(`${name}B`);
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: text['RevenueCenter.OK'] }).click();
    await expect(region(page, `${name}B`)).toHaveCount(0);
  });
});

test.describe('the revenue centers at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('the list and the form fit 375, 768, 1024 and 1440 px', async ({ page, portal }) => {
    void portal;
    await openList(page);
    await fitsAtEachWidth(page, 'revenue centers');
    await region(page, 'Bar').getByRole('button', { name: text['RevenueCenter.Edit'] }).click();
    await expect(
      main(page).getByRole('checkbox', { name: 'Select Register 2 at Harbor Downtown' }),
    ).toBeVisible();
    await fitsAtEachWidth(page, 'revenue center form');
  });
});
