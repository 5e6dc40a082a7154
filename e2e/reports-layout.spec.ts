import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { reportRoutes, reportsOfRoute } from '../src/domain/reports';
import { expect, keepNotificationsShut, test } from './fixtures';

const text = messages as Record<string, string>;

/**
 * Reports an owner can read and print (issue 22 §3): at 1024 px with the side menu open, each report
 * page leads with its headline figures (net sales, tickets, average ticket, their change) above its
 * chart, with nothing to scroll sideways, and a wide table keeps its first column in view while it
 * scrolls; printed in portrait on Letter and on A4, every column of every table is on the page.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const reportPages = reportRoutes().map((route) => ({ route, report: reportsOfRoute(route)[0] }));
const table = (page: Page, id: string) =>
  main(page).getByRole('table', { name: text[`Reports.Title.${id}`], exact: true });
const totals = (page: Page, id: string) =>
  table(page, id).getByRole('rowheader', { name: text['Reports.Total'], exact: true });

async function openReport(page: Page, route: string, report: string) {
  await page.goto(`/Portal/NewIndex${route}?period=last30`);
  await expect(totals(page, report)).toBeVisible();
}

test.describe('the reports at 1024 px with the side menu open', () => {
  test.use({ account: 'owner', viewport: { width: 1024, height: 768 } });

  test('each leads with its headline figures above its chart, nothing to scroll sideways', async ({
    page,
    portal,
  }) => {
    test.slow(); // every report route
    for (const { route, report } of reportPages) {
      await openReport(page, route, report);
      await expect(portal.sideMenu).toBeVisible();
      const headline = main(page).getByRole('region', { name: text['Reports.Headline'] });
      for (const figure of ['netSales', 'tickets', 'averageTicket']) {
        const tile = headline.getByRole('group', { name: text[`Reports.Measure.${figure}`] });
        await expect(tile, `${route}: ${figure}`).toBeVisible();
        await expect(tile.getByRole('button', { name: /^About / })).toBeVisible();
        const box = await tile.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${route}: ${figure}`).toBeLessThanOrEqual(1024);
      }
      // above the report's chart (a listing has none: above its table)
      const chart = main(page).getByRole('img', {
        name: new RegExp(`^${text[`Reports.Title.${report}`]}: `),
      });
      const first = (await chart.count()) > 0 ? chart.first() : table(page, report);
      const [head, below] = await Promise.all([headline.boundingBox(), first.boundingBox()]);
      expect((head?.y ?? 0) + (head?.height ?? 0), route).toBeLessThanOrEqual(below?.y ?? 0);
      await expect(headline.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });

  test('a wide table scrolls sideways in its own box, its first column staying in view', async ({
    page,
    portal,
  }) => {
    await openReport(page, '/results/operations/summary', 'operationsSummary');
    await portal.expectPage(text['Route.results.operations.summary']);
    const scroller = main(page).getByRole('group', { name: text['Reports.Title.operationsSummary'] });
    const day = table(page, 'operationsSummary').locator('tbody tr').first().locator('th, td').first();
    const last = table(page, 'operationsSummary').locator('thead th').last();
    const before = { day: await day.boundingBox(), last: await last.boundingBox() };
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect.poll(async () => (await last.boundingBox())?.x).toBeLessThan(before.last?.x ?? 0);
    expect((await day.boundingBox())?.x).toBe(before.day?.x);
  });
});

/** The width a page prints on, in CSS pixels (96 to the inch), portrait with half-inch margins. */
const papers = [
  { format: 'Letter', width: Math.floor((8.5 - 1) * 96) },
  { format: 'A4', width: Math.floor(((210 - 25.4) / 25.4) * 96) },
] as const;

test.describe('the reports printed', () => {
  test.use({ account: 'owner', viewport: { width: 1024, height: 768 } });

  test('in portrait on Letter and on A4, every column of every table is on the page', async ({
    page,
    portal,
  }) => {
    test.slow(); // every report route, twice
    for (const { route, report } of reportPages) {
      await openReport(page, route, report);
      await expect(portal.sideMenu).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const paper of papers) {
        await page.setViewportSize({ width: paper.width, height: 1000 });
        const outside = await page.evaluate(() => {
          const page = document.documentElement.clientWidth;
          return [...document.querySelectorAll('main table')].flatMap((t) =>
            [...t.querySelectorAll('th, td')]
              .filter((cell) => {
                const box = cell.getBoundingClientRect();
                return box.width > 0 && (box.left < 0 || box.right > page + 0.5);
              })
              .map((cell) => `${t.getAttribute('aria-label')}: ${cell.textContent}`),
          );
        });
        expect(outside, `${route} on ${paper.format}`).toEqual([]);
        // and the browser prints it on that paper
        const pdf = await page.pdf({ format: paper.format, margin: { left: '0.5in', right: '0.5in' } });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });
});
