import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The portal served under BASE_PATH=/backroom/ (playwright.base-path.config.ts): the login page with
 * and without its slash, a log-in into the portal, and the e-mailed reset-password link. Every
 * request of the page stays under the base path and answers.
 */

/** Answers of 400 and above, and requests outside the base path, while the page is used. */
function watchRequests(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const problems: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== origin) return;
    if (!url.pathname.startsWith('/backroom')) problems.push(`outside the base path: ${url.pathname}`);
    if (res.status() >= 400) problems.push(`${res.status()} ${url.pathname}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

test('the login page, a log-in and the portal work under /backroom/', async ({
  loginPage,
  page,
  baseURL,
}) => {
  const problems = watchRequests(page, baseURL);
  for (const path of ['/backroom', '/backroom/']) {
    await page.goto(path);
    await expect(loginPage.heading).toHaveText('Sign in');
    await expect(page.locator('base')).toHaveAttribute('href', '/backroom/');
    await expect(page.getByRole('img', { name: 'Backroom' })).toBeVisible();
  }
  const lighter = page.getByRole('link', { name: 'Switch to the lighter edition' });
  expect(await lighter.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe(
    '/backroom/Portal/NewUi',
  );
  await loginPage.logIn('marketowner');
  await loginPage.continueToPortal();
  await expect(page).toHaveURL(/\/backroom\/Portal\/NewIndex\/mystore$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Store' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the e-mailed reset link opens the reset under /backroom/ and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const sent = await request.post('Account/ForgotPassword', { data: { userName: 'manager' } });
  expect(sent.ok()).toBe(true);
  const mail = await (await request.get('Demo/Mailbox/latest.json?to=manager@example.com')).json();
  const link = /https?:\/\/\S+\?tk=\S+/.exec(mail.Entity?.body_text ?? '')?.[0] ?? '';
  expect(new URL(link).pathname).toBe('/backroom/');

  const problems = watchRequests(page, baseURL);
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await expect(reset).toBeVisible();
  await reset.getByLabel(/^New password/).fill('Harbor#Based7');
  await reset.getByLabel(/^Confirm new password/).fill('Harbor#Based7');
  await reset.getByRole('button', { name: 'Save' }).click();
  // a store user: the place-of-use notice, then the portal, all under the base path
  const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/backroom\/Portal\/NewIndex/);
  expect(new URL(page.url()).searchParams.has('tk')).toBe(false);
  expect(problems).toEqual([]);
});
