import { routeOfPath, routes, routeTitleKey } from '../src/domain/routes';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './fixtures';

const text = messages as Record<string, string>;

test.describe('login page', () => {
  test('renders its form; log in stays disabled until both fields are filled', async ({ loginPage }) => {
    await loginPage.goto();
    await expect(loginPage.heading).toHaveText('Sign in');
    await expect(loginPage.submit).toBeDisabled();
    await loginPage.username.fill('owner');
    await expect(loginPage.submit).toBeDisabled();
    await loginPage.password.fill('x');
    await expect(loginPage.submit).toBeEnabled();
    await expectNoAxeViolations(loginPage.page);
  });

  test('the password can be shown and hidden', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.password.fill('secret');
    await expect(loginPage.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(loginPage.password).toHaveAttribute('type', 'text');
  });

  test('a wrong password is refused with a message', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('owner', 'Wrong#2026');
    await expect(page.getByRole('alert')).toContainText('Incorrect Password');
    await expect(page).not.toHaveURL(/Portal/);
  });
});

test.describe('brands', () => {
  test('bank.localhost shows the bank brand, localhost the default one', async ({ page, baseURL }) => {
    const port = new URL(baseURL ?? '').port;
    const backgroundOf = async () =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        const page = main?.parentElement;
        return page ? getComputedStyle(page).backgroundColor : '';
      });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const defaultBackground = await backgroundOf();
    await expect(page.getByRole('img', { name: 'Backroom' })).toBeVisible();

    await page.goto(`http://bank.localhost:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'bank');
    await expect(page.getByRole('img', { name: 'Maple Bank Business Back Office' })).toBeVisible();
    const bankBackground = await backgroundOf();
    expect(bankBackground).not.toBe('');
    expect(bankBackground).not.toBe(defaultBackground);
  });
});

test.describe('installable app', () => {
  test('the service worker registers and the manifest is valid', async ({ page, request }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(new URL(href ?? '', page.url()).toString())).json();
    expect(manifest).toMatchObject({
      name: 'Backroom',
      display: 'standalone',
      start_url: './',
      theme_color: '#0f5c8c',
    });
    const sizes = manifest.icons.map(
      (i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? `:${i.purpose}` : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512:maskable']));
    for (const icon of manifest.icons) {
      const res = await request.get(new URL(icon.src, new URL(href ?? '', page.url())).toString());
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });
});

test.describe('route table', () => {
  // a company user of a single store in product mode 2: no notice, no store to pick, no notification
  test.use({ account: 'marketowner' });

  test('a user with feature 45 lands on my store after logging in', async ({ portal }) => {
    await portal.expectPage('My Store');
    await expect(portal.sideMenu).toBeVisible();
  });

  test('every route of the table answers with the portal and its page', async ({ portal, page }) => {
    test.setTimeout(300_000);
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '0');
      await page.goto(`/Portal/NewIndex${path}`, { waitUntil: 'domcontentloaded' });
      // marketowner is a company user: a route that sends enterprise-level users to another page
      // (2-menu §2: item availability) answers with that page, from the server's first answer on
      const target = route.sendsTo?.when === 'enterpriseLevel' ? route.sendsTo.to : undefined;
      if (target) await expect(page).toHaveURL(new RegExp(`/Portal/NewIndex${target}$`));
      const shown = target ? routeOfPath(target) : route;
      await portal.expectPage(text[routeTitleKey(shown?.path ?? route.path)]);
    }
  });
});
