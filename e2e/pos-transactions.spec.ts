import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, keepNotificationsShut, test } from './fixtures';
import { checkScreen } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * POS transactions (2-menu-and-reports.md §2, §4) on a tablet, as the owner (Harbor Bistro Group, at
 * Harbor Downtown): the last 7 days, the refunds among them, a ticket opened beside the list with its
 * address (the search kept), Back to the same list. The ticket's own tabs are the detail's journey.
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
});
