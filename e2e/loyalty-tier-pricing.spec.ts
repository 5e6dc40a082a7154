import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { atEachWidth, SCREEN_WIDTHS, expect, keepNotificationsShut, test } from './fixtures';
import { checkScreen } from './touchTargets';

/**
 * Loyalty tier pricing (2-menu-and-reports.md §2, §4, §5): the owner of Harbor Bistro Group sets a
 * loyalty price, saves, reloads and sees it; the screen at phone, tablet and desktop widths. The
 * journey puts the demo's price back at its end (Garlic Bread has no loyalty price in the demo).
 */
const text = messages as Record<string, string>;
const PATH = '/Portal/NewIndex/menu/loyaltytierpricing';

test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const priceOf = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name: `Price-list price of ${name}` });
const save = (page: Page) => page.getByRole('main').getByRole('button', { name: text['DesignSystem.Save'] });

test.describe('the owner sets a loyalty price', () => {
  test.use({ account: 'owner' });

  test('set a price, save, reload: the price is there', async ({ page, portal }) => {
    // the demo menu has some 300 members: the grid opens on the bread (its item-name filter is in the URL)
    await page.goto(`${PATH}?q=bread`);
    await portal.expectPage(text['Route.menu.loyaltytierpricing']);
    await expect(page.getByRole('textbox', { name: /^Program name/ })).toHaveValue('Harbor Rewards Gold');
    await expect(save(page)).toBeDisabled();

    const garlic = priceOf(page, 'Garlic Bread');
    await garlic.fill('5.255');
    await garlic.blur();
    await expect(garlic).toHaveValue('5.26');
    await expect(save(page)).toBeEnabled();
    await save(page).click();
    await expect(page.getByText(text['Form.Saved'])).toBeVisible();

    await page.reload();
    await expect(priceOf(page, 'Garlic Bread')).toHaveValue('5.26');

    // put the demo back: empty is no loyalty price
    await priceOf(page, 'Garlic Bread').fill('');
    await priceOf(page, 'Garlic Bread').blur();
    await save(page).click();
    await expect(page.getByText(text['Form.Saved'])).toBeVisible();
    await page.reload();
    await expect(priceOf(page, 'Garlic Bread')).toHaveValue('');
  });
});

test.describe('loyalty tier pricing at every width', () => {
  test.use({ account: 'owner', viewport: { width: SCREEN_WIDTHS[0], height: 900 } });

  test('fits 375, 768, 1024 and 1440 px, 44 px targets, no axe violations', async ({ page, portal }) => {
    await page.goto(`${PATH}?q=Clam`);
    await portal.expectPage(text['Route.menu.loyaltytierpricing']);
    await expect(priceOf(page, 'Clam Chowder')).toBeVisible();
    await atEachWidth(page, async (width) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
      await checkScreen(page, `loyalty tier pricing at ${width}px`);
      await page.screenshot({ path: `test-results/loyalty-tier-pricing-${width}.png`, fullPage: true });
    });
  });
});

test.describe('Corner Market (product mode 2) is not of the store type', () => {
  test.use({ account: 'marketowner' });

  test('the route says it is not available, and the side menu has no entry', async ({ page, portal }) => {
    await page.goto(PATH);
    await expect(portal.main.getByText(text['Access.NotAvailable'])).toBeVisible();
    await expect(
      portal.sideMenu.getByRole('link', { name: text['Route.menu.loyaltytierpricing'] }),
    ).toHaveCount(0);
  });
});
