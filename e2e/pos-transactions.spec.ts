import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { SCREEN_WIDTHS, downloadedCsv, expect, keepNotificationsShut, test } from './fixtures';
import { checkScreen, fitsAtEachWidth } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * POS transactions (2-menu-and-reports.md §2, §4) on a tablet, as the owner (Harbor Bistro Group, at
 * Harbor Downtown): the last 7 days, the refunds among them, a ticket opened beside the list with its
 * address (the search kept), Back to the same list; then a ticket's tabs, its receipt previewed and
 * e-mailed (into the demo mailbox), both exports compared with the screen, and the last-viewed ticket
 * read offline after a reload.
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) => main(page).getByRole('table', { name: text['PosTransactions.GridLabel'] });

test.describe('the owner reads the POS transactions on a tablet', () => {
  test.use({ account: 'owner', viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('last 7 days, refunds only, open a ticket and go back', async ({ page, portal }) => {
    await page.goto('/Portal/NewIndex/results/posTrans');
    await portal.expectPage(text['Route.results.posTrans']);
    await expect(main(page).getByRole('radio', { name: text['PosTransactions.Preset.today'] })).toBeChecked();

    await main(page).getByText(text['PosTransactions.Preset.last7'], { exact: true }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
    const summary = main(page).getByRole('region', { name: text['PosTransactions.Summary'] });
    await expect(summary).toBeVisible();

    await main(page)
      .getByRole('combobox', { name: text['PosTransactions.TicketFilter'] })
      .selectOption('refund');
    await expect(page).toHaveURL(/filter=refund/);
    const firstRow = grid(page).getByRole('row').nth(1);
    await expect(firstRow).toContainText(text['PosTransactions.Type.R']);
    await checkScreen(page, 'POS transactions, refunds of the last 7 days');

    const listUrl = page.url();
    await firstRow.click();
    await expect(page).toHaveURL(/\/results\/posTrans\/\d+\?.*filter=refund/);
    // 1024 px: the ticket beside the list, its row marked
    await expect(grid(page)).toBeVisible();
    await expect(grid(page).getByRole('row', { selected: true })).toHaveCount(1);
    await checkScreen(page, 'POS transactions, a ticket beside the list');

    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(
      main(page).getByRole('combobox', { name: text['PosTransactions.TicketFilter'] }),
    ).toHaveValue('refund');
  });

  test("a ticket's tabs and receipt, e-mailed; both exports match the screen; offline the ticket still reads", async ({
    page,
    context,
    request,
    portal,
  }) => {
    test.slow(); // two downloads, a reload offline
    await page.goto('/Portal/NewIndex/results/posTrans');
    await portal.expectPage(text['Route.results.posTrans']);
    await main(page).getByText(text['PosTransactions.Preset.last7'], { exact: true }).click();
    await main(page)
      .getByRole('combobox', { name: text['PosTransactions.TicketFilter'] })
      .selectOption('refund');
    await expect(page).toHaveURL(/filter=refund/);
    const rows = grid(page).getByRole('row');
    await expect(rows.nth(1)).toContainText(text['PosTransactions.Type.R']);

    // both exports: the POS Trans rows are the list's, in its order; the detail's lines are of its tickets
    const posTrans = await exported(page, text['PosExport.PosTrans']);
    const shown = (await rows.count()) - 1;
    expect(posTrans.length).toBeGreaterThanOrEqual(shown);
    for (let i = 0; i < shown; i++)
      await expect(rows.nth(i + 1)).toContainText(String(posTrans[i].TicketNumber));
    await expect(main(page).getByText(/^POS Trans saved: /)).toContainText(String(posTrans.length));
    const ticketDetail = await exported(page, text['PosExport.TicketDetail']);
    const numbers = new Set(posTrans.map((r) => r.TicketNumber));
    expect(ticketDetail.length).toBeGreaterThan(0);
    expect(ticketDetail.every((line) => numbers.has(line.TicketNumber))).toBe(true);

    // a refund: every tab, then its receipt
    await rows.nth(1).click();
    const tabs = main(page).getByRole('tablist', { name: text['TicketDetail.TabsLabel'] });
    await expect(tabs).toBeVisible();
    for (const tab of ['Lines', 'Payments', 'Taxes', 'Notes', 'Details']) {
      await tabs.getByRole('tab', { name: text[`TicketDetail.Tab.${tab}`] }).click();
      await expect(main(page).getByRole('tabpanel')).toBeVisible();
    }
    await tabs.getByRole('tab', { name: text['TicketDetail.Tab.Receipt'] }).click();
    const receipt = page.frameLocator('iframe[sandbox]');
    await expect(receipt.getByText(text['ReceiptPreview.ReceiptRefund']).first()).toBeVisible();
    await expect(receipt.locator('script')).toHaveCount(0);
    const send = main(page).getByRole('button', { name: text['ReceiptPreview.Send'] });
    await main(page).getByLabel(text['ReceiptPreview.EmailAddress']).fill('guest@');
    await expect(send).toBeDisabled();
    await main(page).getByLabel(text['ReceiptPreview.EmailAddress']).fill('guest@example.com');
    await send.click();
    await expect(main(page).getByText('The receipt was sent to guest@example.com.')).toBeVisible();
    const mail = await (await request.get('Demo/Mailbox/latest.json?to=guest@example.com')).json();
    expect(mail.Entity?.subject).toMatch(/^Your receipt from /);

    // the service worker controls the page (a reload hands the page to it), then offline
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(tabs).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(tabs).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Offline — as of /)
        .first(),
    ).toBeVisible();
    await tabs.getByRole('tab', { name: text['TicketDetail.Tab.Receipt'] }).click();
    await expect(receipt.getByText(text['ReceiptPreview.ReceiptRefund']).first()).toBeVisible();
    await expect(main(page).getByText(text['ReceiptPreview.EmailOffline'])).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('POS transactions at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('the list and a ticket fit 375, 768, 1024 and 1440 px', async ({ page, portal }) => {
    await page.goto('/Portal/NewIndex/results/posTrans');
    await portal.expectPage(text['Route.results.posTrans']);
    await main(page).getByText(text['PosTransactions.Preset.last7'], { exact: true }).click();
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
    await fitsAtEachWidth(page, 'POS transactions');
    await grid(page).getByRole('row').nth(1).click();
    await expect(main(page).getByRole('tablist', { name: text['TicketDetail.TabsLabel'] })).toBeVisible();
    await fitsAtEachWidth(page, 'a ticket');
  });
});

/** Runs one export of the Export menu and reads the file it saved. */
async function exported(page: Page, file: string): Promise<Record<string, string>[]> {
  await main(page).getByRole('button', { name: text['PosExport.Menu'] }).click();
  return downloadedCsv(page, () => page.getByRole('menuitem', { name: file }).click());
}
