import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { reportRoutes, reportsOfRoute } from '../src/domain/reports';
import { SCREEN_WIDTHS, atEachWidth, downloadedCsv, expect, keepNotificationsShut, test } from './fixtures';
import { checkScreen } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * The reports (issue 9) as the owner on a tablet (Harbor Bistro Group, at Harbor Downtown): the
 * sales summary for last week against the week before, sorted by a column; its CSV compared with
 * the screen; the header's store switch shows the other store's figures; offline, a reload reads
 * the last figures "as of" their time. Each report route at the four widths.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const table = (page: Page, id: string) =>
  main(page).getByRole('table', { name: text[`Reports.Title.${id}`], exact: true });
const totalsRow = (page: Page, id: string) =>
  table(page, id)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: text['Reports.Total'] }) });

test.describe('the owner reads the sales summary on a tablet', () => {
  test.use({ account: 'owner', viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('last week against the week before, sorted; the CSV is the screen; another store; offline', async ({
    page,
    context,
    portal,
  }) => {
    test.slow(); // a download, a store switch, a reload offline
    await page.goto('/Portal/NewIndex/results/sales/summary');
    await portal.expectPage(text['Route.results.sales.summary']);
    await main(page).getByRole('combobox', { name: text['Reports.Period'] }).selectOption('lastWeek');
    await expect(page).toHaveURL(/[?&]period=lastWeek/);
    await expect(main(page).getByRole('combobox', { name: text['Reports.Compare'] })).toHaveValue('previous');
    await expect(main(page).getByText('Harbor Downtown', { exact: true })).toBeVisible();
    await expect(main(page).getByText(/^compared with \w{3} \d+ – /)).toBeVisible();
    // a row a day of the week, and the totals
    await expect(table(page, 'salesSummary').locator('tbody tr')).toHaveCount(7);
    await expect(totalsRow(page, 'salesSummary')).toBeVisible();
    await expect(table(page, 'salesPayments').locator('tbody tr').first()).toBeVisible();
    await expect(main(page).getByRole('img', { name: /^Sales summary: Net sales/ })).toBeVisible();

    await table(page, 'salesSummary').getByRole('button', { name: text['Reports.Measure.netSales'] }).click();
    await expect(page).toHaveURL(/sort\.salesSummary=m\.netSales%3Aasc|sort\.salesSummary=m\.netSales:asc/);
    await checkScreen(page, 'the sales summary of last week');

    // the CSV: a row a day, in the order on screen, then the totals, with the compared week's figures
    const csv = await exported(page, 'salesSummary');
    const net = text['Reports.Measure.netSales'];
    expect(csv).toHaveLength(8);
    const total = csv[7];
    expect(total[text['Reports.Grouping.day']]).toBe(text['Reports.Total']);
    const totalNet = money(Number(total[net]));
    await expect(totalsRow(page, 'salesSummary')).toContainText(totalNet);
    const byNet = csv.slice(0, 7).map((r) => Number(r[net]));
    expect(byNet).toEqual([...byNet].sort((a, b) => a - b));
    expect(Object.keys(total)).toContain(text['Reports.CsvComparison'].replace('{measure}', net));

    // another store: its figures, never the last store's
    await page.getByRole('button', { name: /^Change store/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a store' });
    await dialog.getByRole('row', { name: /Harbor Uptown/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(main(page).getByText('Harbor Uptown', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/period=lastWeek/);
    await expect(totalsRow(page, 'salesSummary')).toBeVisible();
    await expect(totalsRow(page, 'salesSummary')).not.toContainText(totalNet);

    // offline: a reload shows the last figures as of their time, no spinner
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(totalsRow(page, 'salesSummary')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await portal.expectPage(text['Route.results.sales.summary']);
    await expect(main(page).getByText(/^Offline — as of /)).toBeVisible();
    await expect(totalsRow(page, 'salesSummary')).toBeVisible();
    await expect(main(page).getByText('Harbor Uptown', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await context.setOffline(false);
  });
});

/** Every report route and its first report (src/domain/reports.ts). */
const reportPages = reportRoutes().map((route) => [route.replace('/results/', ''), reportsOfRoute(route)[0]]);

test.describe('the reports at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('each report route shows its report and fits 375, 768, 1024 and 1440 px', async ({ page, portal }) => {
    test.slow(); // every report route
    for (const [route, report] of reportPages) {
      await page.goto(`/Portal/NewIndex/results/${route}?period=last30`);
      await portal.expectPage(text[`Route.results.${route.replace('/', '.')}`]);
      await expect(totalsRow(page, report)).toBeVisible();
      await atEachWidth(page, async (width) => {
        await expect(totalsRow(page, report)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0);
        if (width === 768 || route === 'sales/item') await checkScreen(page, `${route} at ${width}px`);
      });
    }
  });
});

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Downloads a report's CSV and reads the file it saved. */
async function exported(page: Page, report: string): Promise<Record<string, string>[]> {
  const section = main(page).getByRole('region', { name: text[`Reports.Title.${report}`] });
  return downloadedCsv(page, () => section.getByRole('button', { name: text['Reports.Export'] }).click());
}
