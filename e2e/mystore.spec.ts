import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import {
  SCREEN_WIDTHS,
  activityHeading,
  atEachWidth,
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

/** Nothing sticks out sideways: every element of `locator` lies within the viewport, and the page does not scroll sideways. */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>) {
  const width = page.viewportSize()?.width ?? 0;
  const count = await locator.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await locator.nth(i).boundingBox();
    expect(box, `element ${i}`).not.toBeNull();
    expect(box?.x ?? -1, `element ${i} starts inside`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `element ${i} ends inside ${width}px`).toBeLessThanOrEqual(
      width + 0.5,
    );
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

const tiles = (page: Page) => page.getByRole('main').getByRole('group');

test.describe("the owner's my store at every width", () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('tiles, charts and tables fit 375, 768, 1024 and 1440 px, the definition opens by tap, no axe violations', async ({
    page,
    portal,
  }) => {
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore$/);
    await portal.expectPage('My Store');
    await expect(page.getByRole('tab', { name: text['MyStore.ActivitySummary'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // today's figures with their date and place, beside the same weekday last week
    await expect(page.getByText(activityHeading('Harbor Downtown'))).toBeVisible();
    await expect(page.getByText(/the same weekday last week\.$/)).toBeVisible();
    const net = page.getByRole('group', { name: text['MyStore.NetSales'] });
    await expect(net).toContainText(/\$[\d,]+\.\d\d/);
    await expect(net).toContainText(/Last \w+day: \$/);
    await expect(tiles(page)).toHaveCount(8);
    await atEachWidth(page, async (width) => {
      await expectWithinWidth(page, tiles(page));
      await page.screenshot({ path: `test-results/mystore-activity-${width}.png`, fullPage: true });
    });

    // the definition, one tap away
    await net.getByRole('button', { name: 'About Net sales' }).click();
    const definition = page.getByRole('dialog', { name: text['MyStore.NetSales'] });
    await expect(definition).toContainText(text['MyStore.Definition.NetSales']);
    await atEachWidth(page, async () => {
      await expectWithinWidth(page, definition);
      await expectNoAxeViolations(page);
    });
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();

    // the sales dashboard: charts scale to the width, their numbers in tables
    await page.getByRole('tab', { name: text['MyStore.SalesDashboard'] }).click();
    await expect(page).toHaveURL(/\?tab=sales$/);
    const byDay = page.getByRole('img', { name: text['MyStore.NetSalesByDay'] });
    await expect(byDay).toBeVisible();
    await expect(page.getByRole('table', { name: text['MyStore.NetSalesByDay'] })).toHaveCount(1);
    await atEachWidth(page, async (width) => {
      await expectWithinWidth(page, page.getByRole('main').getByRole('img'));
      await expectWithinWidth(page, tiles(page));
      await page.screenshot({ path: `test-results/mystore-sales-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    });

    // the customer dashboard
    await page.getByRole('tab', { name: text['MyStore.CustomerDashboard'] }).click();
    await expect(page.getByRole('img', { name: text['MyStore.NewVsReturning'] })).toBeVisible();
    await atEachWidth(page, async (width) => {
      await expectWithinWidth(page, page.getByRole('main').getByRole('img'));
      await page.screenshot({ path: `test-results/mystore-customers-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('a store user', () => {
  test.use({ account: 'manager' });

  test('manager sees his store, and no stores side by side', async ({ page, portal }) => {
    await portal.expectPage('My Store');
    await expect(page.getByText(activityHeading('Harbor Downtown'))).toBeVisible();
    await expect(page.getByRole('group', { name: text['MyStore.AverageTicket'] })).toContainText('$');
    await page.getByRole('tab', { name: text['MyStore.SalesDashboard'] }).click();
    await expect(page.getByRole('img', { name: text['MyStore.NetSalesByDay'] })).toBeVisible();
    await expect(page.getByText(/ · Harbor Downtown$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: text['MyStore.StoresSideBySide'] })).toHaveCount(0);
    // a period of the URL, kept on reload
    await page.getByLabel(text['MyStore.Period']).selectOption('last30');
    await expect(page).toHaveURL(/\?tab=sales&period=last30$/);
    await page.reload();
    await expect(page.getByLabel(text['MyStore.Period'])).toHaveValue('last30');
    await expect(
      page.getByRole('table', { name: text['MyStore.NetSalesByDay'] }).getByRole('row'),
    ).toHaveCount(31);
  });
});
