import type { Page } from '@playwright/test';
import { bankTokens } from '../design-system/theme/tokens/bank';
import { defaultTokens } from '../design-system/theme/tokens/default';
import { expect, LoginPage, test } from './fixtures';

/**
 * The bank brand on a bank host (BANK_HOSTNAMES, bank.localhost by default): its own title, theme
 * colour, icons and web manifest; its logo readable on its green header; and no colour of the
 * default brand anywhere on its login page and portal.
 */

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
/** The default brand's own colours: those of its tokens that the bank does not share (its blues). */
const defaultOnly = [...new Set(Object.values(defaultTokens.color))]
  .filter((c) => c.startsWith('#') && !Object.values(bankTokens.color).includes(c))
  .map(rgb);

/** Fetches from within the page: the browser resolves bank.localhost, the test runner does not. */
function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const res = await fetch(u);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }, url);
}

/** Every computed colour of every element (and its ::before/::after) that is a default-brand colour. */
async function defaultColoursOn(page: Page): Promise<string[]> {
  return page.evaluate((forbidden) => {
    const properties = [
      'color',
      'background-color',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'fill',
      'stroke',
      'box-shadow',
      'text-decoration-color',
    ];
    const hits: string[] = [];
    for (const el of document.querySelectorAll('*'))
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        for (const p of properties) {
          const value = style.getPropertyValue(p);
          if (forbidden.some((c) => value.includes(c)))
            hits.push(`${el.tagName.toLowerCase()}${pseudo ?? ''} ${p}: ${value}`);
        }
      }
    return hits;
  }, defaultOnly);
}

test.describe('bank brand', () => {
  test('the login page has the bank title, theme colour, icons and manifest, and no default blue', async ({
    page,
    baseURL,
  }) => {
    expect(defaultOnly).toContain(rgb(defaultTokens.color.brand));
    const bank = `http://bank.localhost:${new URL(baseURL ?? '').port}/`;
    await page.goto(bank);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Maple Bank Business Back Office');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', bankTokens.color.brand);
    await expect(page.getByRole('img', { name: 'Maple Bank Business Back Office' })).toBeVisible();

    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await fetchInPage(page, new URL(favicon ?? '', page.url()).toString());
    expect(icon.status).toBe(200);
    expect(icon.text).toContain(bankTokens.color.brand);
    expect(icon.text).not.toContain(defaultTokens.color.brand);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(manifestHref ?? '', page.url());
    const manifest = JSON.parse((await fetchInPage(page, manifestUrl.toString())).text);
    expect(manifest).toMatchObject({
      name: 'Maple Bank Business Back Office',
      short_name: 'Maple Bank',
      theme_color: bankTokens.color.brand,
      background_color: bankTokens.color.background,
      start_url: './',
      display: 'standalone',
    });
    for (const i of manifest.icons) {
      expect(i.src).toMatch(/^icons\/bank-icon-/);
      const res = await fetchInPage(page, new URL(i.src, manifestUrl).toString());
      expect(res.status, i.src).toBe(200);
      expect(res.type).toBe('image/png');
    }
    expect(await defaultColoursOn(page)).toEqual([]);
  });

  test('the portal header shows the bank logo light on green, and nothing is default blue', async ({
    page,
    baseURL,
  }) => {
    const login = new LoginPage(page);
    await login.goto(`http://bank.localhost:${new URL(baseURL ?? '').port}/`);
    await login.logIn('bankowner');
    await login.continueToPortal();
    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: 'Maple Bank Business Back Office' });
    await expect(logo).toBeVisible();
    expect(await logo.getAttribute('src')).toMatch(/brand\/bank-logo-inverse\.svg$/);
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(bankTokens.color.headerBackground),
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', bankTokens.color.brand);
    await expect(page).toHaveTitle('Maple Bank Business Back Office');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await defaultColoursOn(page)).toEqual([]);
  });
});
