import type { APIRequestContext, Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import {
  atEachWidth,
  SCREEN_WIDTHS,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  keepNotificationsShut,
  test,
} from './fixtures';

const text = messages as Record<string, string>;
const SCREEN = '/Portal/NewIndex/menu/itemAvailability';

test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const grid = (page: Page) => page.getByRole('table', { name: text['ItemAvailability.GridLabel'] });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
const inStock = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `In stock: ${name}`, exact: true });

/** Searches the list (debounced) and waits for the item's row. */
async function find(page: Page, name: string) {
  await page.getByRole('searchbox', { name: text['ItemAvailability.Search'] }).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
}

/** What the server has for an item of Harbor Downtown, asked as another session of `manager`. */
async function serverRow(request: APIRequestContext, name: string) {
  await request.post('Account/LogOn', { data: { username: 'manager', password: DEMO_PASSWORD } });
  const csrf = (await (await request.post('Account/GetCsrfToken')).json()) as { Entity: string };
  const res = await request.post('Item/GetItemAvailability', {
    data: { SearchArg: name, PageRowCount: 25, RequestedPageNum: 1 },
    headers: { requestverificationtoken: csrf.Entity },
  });
  const body = (await res.json()) as {
    ResultSet: { ItemMasterId: number; ItemName: string; IsInStock: boolean; Version: number }[];
  };
  return { row: body.ResultSet.find((r) => r.ItemName === name), csrf: csrf.Entity };
}

test.describe('item availability (issue 7: staff mark items out of stock from the floor)', () => {
  test.use({ account: 'manager', viewport: { width: 1024, height: 800 } });

  test('marks items out of stock in bulk; the change is saved and survives a reload', async ({
    page,
    portal,
  }) => {
    await page.goto(SCREEN);
    await portal.expectPage('Item Availability');
    await expect(grid(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await find(page, 'Lemonade');
    const rows = grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Select (?!all rows$)/ }) });
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++)
      await rows
        .nth(i)
        .getByRole('checkbox', { name: /^Select (?!all rows$)/ })
        .check();
    await page.getByRole('button', { name: `Edit selected items (${count})` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: text['ItemAvailability.InStock'] }).click();
    await dialog.getByRole('button', { name: text['ItemAvailability.SaveChanges'] }).click();
    await expect(rows.getByText(text['ItemAvailability.Pending']).first()).toBeVisible();
    await page.getByRole('button', { name: text['ItemAvailability.Save'], exact: true }).click();
    await expect(grid(page).getByText(text['ItemAvailability.Pending'])).toHaveCount(0);

    await page.reload();
    await find(page, 'Lemonade');
    for (let i = 0; i < count; i++)
      await expect(rows.nth(i).getByRole('checkbox', { name: /^In stock: / })).not.toBeChecked();
  });

  test('offline: the save waits to sync, is sent once when the connection is back, and survives a reload', async ({
    page,
    context,
    portal,
    playwright,
    baseURL,
  }) => {
    await page.goto(SCREEN);
    await portal.expectPage('Item Availability');
    // the service worker (registered once the page has settled) controls the page after a reload: an
    // offline reload is then served from its cache
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await find(page, 'Lobster Roll');
    const wasInStock = await inStock(page, 'Lobster Roll').isChecked();

    const sent: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().endsWith('Item/UpdateItemAvailability')) sent.push(req.postData() ?? '');
    });

    await context.setOffline(true);
    await inStock(page, 'Lobster Roll').click();
    await page.getByRole('button', { name: text['ItemAvailability.Save'], exact: true }).click();
    await expect(rowOf(page, 'Lobster Roll').getByText(text['ItemAvailability.WaitingToSync'])).toBeVisible();
    await expect(page.getByText('1 change is waiting to sync')).toBeVisible();

    // a reload offline still has it (IndexedDB), still waiting
    await page.reload();
    await find(page, 'Lobster Roll');
    await expect(rowOf(page, 'Lobster Roll').getByText(text['ItemAvailability.WaitingToSync'])).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(rowOf(page, 'Lobster Roll').getByText(text['ItemAvailability.WaitingToSync'])).toHaveCount(
      0,
    );
    await expect(inStock(page, 'Lobster Roll')).toBeChecked({ checked: !wasInStock });
    expect(sent).toHaveLength(1);

    // back again: nothing more is sent, and the server has it once
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await find(page, 'Lobster Roll');
    await expect(inStock(page, 'Lobster Roll')).toBeChecked({ checked: !wasInStock });
    expect(sent).toHaveLength(1);
    const api = await playwright.request.newContext({ baseURL });
    const { row } = await serverRow(api, 'Lobster Roll');
    expect(row?.IsInStock).toBe(!wasInStock);
    await api.dispose();
  });

  test('a row changed by someone else meanwhile shows a conflict to decide, never overwritten', async ({
    page,
    context,
    portal,
    playwright,
    baseURL,
  }) => {
    await page.goto(SCREEN);
    await portal.expectPage('Item Availability');
    await find(page, 'Crab Cakes');
    const wasInStock = await inStock(page, 'Crab Cakes').isChecked();

    await context.setOffline(true);
    await inStock(page, 'Crab Cakes').click();
    await page.getByRole('button', { name: text['ItemAvailability.Save'], exact: true }).click();
    await expect(rowOf(page, 'Crab Cakes').getByText(text['ItemAvailability.WaitingToSync'])).toBeVisible();

    // meanwhile a colleague changes the same row from another device
    const api = await playwright.request.newContext({ baseURL });
    const { row, csrf } = await serverRow(api, 'Crab Cakes');
    if (!row) throw new Error('Crab Cakes is not an item of Harbor Downtown');
    const theirs = await api.post('Item/UpdateItemAvailability', {
      data: [
        {
          ItemMasterId: row.ItemMasterId,
          IsInStock: row.IsInStock,
          IsAvailableOnline: false,
          Version: row.Version,
          IdempotencyKey: crypto.randomUUID(),
        },
      ],
      headers: { requestverificationtoken: csrf },
    });
    expect(theirs.status()).toBe(200);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(rowOf(page, 'Crab Cakes').getByText(text['ItemAvailability.Conflict'])).toBeVisible();
    await expect(page.getByText('1 item was changed by someone else meanwhile')).toBeVisible();
    expect((await serverRow(api, 'Crab Cakes')).row?.IsInStock).toBe(wasInStock);

    await page.getByRole('button', { name: 'Keep mine for Crab Cakes' }).click();
    await expect(rowOf(page, 'Crab Cakes').getByText(text['ItemAvailability.Conflict'])).toHaveCount(0);
    expect((await serverRow(api, 'Crab Cakes')).row?.IsInStock).toBe(!wasInStock);
    await api.dispose();
  });

  test('fits 375, 768, 1024 and 1440 px with 44 px controls', async ({ page, portal }) => {
    await page.setViewportSize({ width: SCREEN_WIDTHS[0], height: 900 });
    await page.goto(SCREEN);
    await portal.expectPage('Item Availability');
    await expect(grid(page)).toBeVisible();
    await atEachWidth(page, async () => {
      const save = await page
        .getByRole('button', { name: text['ItemAvailability.Save'], exact: true })
        .boundingBox();
      expect(save?.height ?? 0).toBeGreaterThanOrEqual(44);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('item availability is not for enterprise users', () => {
  test.use({ account: 'owner' });

  test('a company user is sent to My store', async ({ page, portal }) => {
    await page.goto(SCREEN);
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore$/);
    await portal.expectPage('My Store');
  });
});
