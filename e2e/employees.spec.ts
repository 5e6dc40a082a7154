import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import {
  atEachWidth,
  SCREEN_WIDTHS,
  expect,
  expectNoAxeViolations,
  keepNotificationsShut,
  test,
} from './fixtures';
import { checkScreen, fitsAtEachWidth } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * Employees and user roles (issue 10): as the owner (company user of Harbor Bistro Group, at Harbor
 * Downtown) add an employee with a PIN and see them after a reload, change their role, be refused a
 * PIN already used at the store (Casey Carver's, 1111), deactivate them after the confirmation; and
 * the user roles listed by rank. The server starts on a fresh demo database for the run.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) => main(page).getByRole('table', { name: text['Employees.GridLabel'] });
const field = (key: string) => new RegExp(`^${text[key]}`);

async function openList(page: Page) {
  await page.goto('/Portal/NewIndex/employees/employees');
  await expect(grid(page).getByRole('row', { name: /Casey Carver/ })).toBeVisible();
}

test.describe('the owner manages employees', () => {
  test.use({ account: 'owner' });

  test('add with a PIN, see after a reload, edit the role, a used PIN refused, deactivate', async ({
    page,
    portal,
  }) => {
    void portal;
    await openList(page);
    await expectNoAxeViolations(page);

    // add
    await main(page).getByRole('button', { name: text['Employees.Add'] }).click();
    const add = page.getByRole('dialog', { name: text['Employees.AddTitle'] });
    await add.getByLabel(field('Employees.FirstName')).fill('Robin');
    await add.getByLabel(field('Employees.LastName')).fill('Tideswell');
    await add.getByLabel(field('Employees.Role')).selectOption({ label: 'Server' });
    await add.getByLabel(field('Employees.Pin')).fill('482913');
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: text['Employees.Save'] }).click();
    await expect(add).toBeHidden();
    await page.reload();
    const robin = grid(page).getByRole('row', { name: /Robin Tideswell/ });
    await expect(robin).toContainText('Server');
    await expect(robin).toContainText(text['Employees.ActiveYes']);

    // edit the role; a PIN in use at the store is refused, the dialog keeping what was typed
    await robin.click();
    const edit = page.getByRole('dialog', { name: text['Employees.EditTitle'] });
    await edit.getByLabel(field('Employees.Role')).selectOption({ label: 'Bartender' });
    await edit.getByLabel(field('Employees.Pin')).fill('1111');
    await edit.getByRole('button', { name: text['Employees.Save'] }).click();
    await expect(edit.getByText(text['Employees.PinInUse']).first()).toBeVisible();
    await edit.getByLabel(field('Employees.Pin')).fill('');
    await edit.getByRole('button', { name: text['Employees.Save'] }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(grid(page).getByRole('row', { name: /Robin Tideswell/ })).toContainText('Bartender');

    // deactivate, after the confirmation
    await grid(page)
      .getByRole('row', { name: /Robin Tideswell/ })
      .click();
    await page
      .getByRole('dialog', { name: text['Employees.EditTitle'] })
      .getByRole('button', { name: text['Employees.Deactivate'] })
      .click();
    const ask = page.getByRole('alertdialog', { name: text['Employees.DeactivateTitle'] });
    await expect(ask).toContainText('Robin Tideswell');
    await ask.getByRole('button', { name: text['Employees.Deactivate'] }).click();
    await expect(ask).toBeHidden();
    await expect(grid(page).getByRole('row', { name: /Robin Tideswell/ })).toContainText(
      text['Employees.ActiveNo'],
    );
  });

  test('the user roles are listed by rank, read-only', async ({ page, portal }) => {
    void portal;
    await page.goto('/Portal/NewIndex/employees/userroles');
    const roles = main(page).getByRole('table', { name: text['UserRoles.GridLabel'] });
    await expect(roles.getByRole('row').nth(1)).toContainText('Owner');
    await expect(roles.getByRole('row', { name: /General Manager/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the employees at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('the list and the dialog fit 375, 768, 1024 and 1440 px', async ({ page, portal }) => {
    void portal;
    await openList(page);
    await fitsAtEachWidth(page, 'employee list');
    await grid(page)
      .getByRole('row', { name: /Casey Carver/ })
      .click();
    await expect(page.getByRole('dialog', { name: text['Employees.EditTitle'] })).toBeVisible();
    await atEachWidth(page, async (width) => {
      await checkScreen(page, `employee dialog at ${width}px`);
    });
    await page.getByRole('dialog').getByRole('button', { name: text['Employees.Cancel'] }).click();
  });
});
