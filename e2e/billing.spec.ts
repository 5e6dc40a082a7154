import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { E2E_SEEDED_DIR } from '../playwright.config';
import {
  atEachWidth,
  SCREEN_WIDTHS,
  expect,
  expectNoAxeViolations,
  LoginPage,
  test,
  keepNotificationsShut,
} from './fixtures';

/**
 * Billing journeys (1-foundation.md §4 "Past-due modal", §7 AccountBilling): the countdown of a bill
 * due in a few days with Skip and Update Payment, My Bills at phone, tablet and desktop widths, and
 * the payment through the hosted payment page that ends a store's past-due state.
 *
 * The payment changes the demo data other specs rely on (`pastdue` sees Harbor Midtown past due), so
 * it runs against a server of its own, on a fresh database, started by this spec. The other journeys
 * here change nothing.
 */

/** The notifications modal (its own journey) stays shut. */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

async function acceptPlaceOfUse(page: Page) {
  const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
}

/** The axe check once the dialogs' open animations are over. */
async function checkAccessibility(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expectNoAxeViolations(page);
}

function billsFigure(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('group', { name });
}

test.describe('a bill due in a few days (duesoon, Harbor Pier)', () => {
  test('the countdown at login offers Skip and Update Payment; Skip goes on to the portal', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.logIn('duesoon');
    await acceptPlaceOfUse(page);
    const countdown = page.getByRole('alertdialog', { name: 'Your account is 3 days from being locked' });
    await expect(countdown).toBeVisible();
    await expect(countdown).toContainText('Your bill is due in 3 days.');
    await expect(countdown.getByRole('button', { name: 'Update Payment' })).toBeVisible();
    await checkAccessibility(page);
    await countdown.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(/\/Portal\/NewIndex\/mystore$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Store' })).toBeVisible();
  });

  test('Update Payment opens My Bills, which fits 375, 768, 1024 and 1440 px and has no axe violations', async ({
    loginPage,
    page,
  }) => {
    await page.setViewportSize({ width: SCREEN_WIDTHS[0], height: 900 });
    await loginPage.goto();
    await loginPage.logIn('duesoon');
    await acceptPlaceOfUse(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Update Payment' }).click();
    await page.waitForURL(/\/Portal\/NewIndex\/account\/mybills$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    await expect(billsFigure(page, 'Balance due')).toContainText('$158.00');
    await expect(main.getByRole('button', { name: 'Pay $158.00' })).toBeVisible();
    const pier = main
      .getByRole('region', { name: 'Stores' })
      .getByRole('listitem')
      .filter({ hasText: 'Harbor Pier' });
    await expect(pier).toContainText('Due in 3 days');
    await expect(main.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(26);
    await atEachWidth(page, async (width) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
      const pay = await main.getByRole('button', { name: 'Pay $158.00' }).boundingBox();
      expect((pay?.x ?? 0) + (pay?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(pay?.height ?? 0, 'a 44px touch target').toBeGreaterThanOrEqual(44);
      await checkAccessibility(page);
    });
  });
});

/** A free port of this machine for the spec's own server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

test.describe('paying a past-due bill (on a server of its own)', () => {
  let server: ChildProcess | null = null;
  let origin = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    origin = `http://localhost:${port}/`;
    dataDir = `.tmp/e2e-billing-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    // the run's seeded database (scripts/e2e.sh), as every e2e server starts from; else it seeds its own
    if (existsSync(E2E_SEEDED_DIR)) cpSync(E2E_SEEDED_DIR, dataDir, { recursive: true });
    server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
        LOGIN_ATTEMPTS_PER_WINDOW: '1000',
        DEMO_MAILBOX: 'off',
        PGLITE_FSYNC: 'off',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 220_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${origin}health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the billing server did not start');
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((r) => server?.once('exit', r));
      process.kill(server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('owner: past-due store → Update Payment → My Bills → pay → the store is no longer overdue', async ({
    page,
  }) => {
    const loginPage = new LoginPage(page);
    await loginPage.goto(origin);
    await loginPage.logIn('owner');
    await acceptPlaceOfUse(page);
    const stores = page.getByRole('dialog', { name: 'Select a store' });
    await stores.getByRole('cell', { name: 'Harbor Midtown * NEW *', exact: true }).click();
    await stores.getByRole('button', { name: 'Continue' }).click();
    const pastDue = page.getByRole('alertdialog', { name: 'Your account is past due' });
    await expect(pastDue).toBeVisible();
    await pastDue.getByRole('button', { name: 'Update Payment' }).click();

    // the portal opens My Bills
    await page.waitForURL(/\/Portal\/NewIndex\/account\/mybills$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('$79.00 is overdue');
    const midtown = main
      .getByRole('region', { name: 'Stores' })
      .getByRole('listitem')
      .filter({ hasText: 'Harbor Midtown' });
    await expect(midtown).toContainText('Overdue');
    await main.getByRole('button', { name: 'Pay $158.00' }).click();

    // the hosted payment page
    await page.waitForURL(/\/AccountBilling\/HostedPaymentPage\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure payment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay $158.00' }).click();
    await expect(page.getByRole('alert')).toContainText('Check the card details');
    await page.getByLabel('Name on card').fill('Olivia Owner');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Billing postal code').fill('02110');
    await page.getByRole('button', { name: 'Pay $158.00' }).click();

    // back on My Bills: paid, nothing overdue
    await page.waitForURL(/\/Portal\/NewIndex\/account\/mybills\?payment=paid&ref=PAY-/);
    await expect(main.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    await expect(billsFigure(page, 'Balance due')).toContainText('$0.00');
    await expect(midtown).toContainText('Paid up');
    await expect(main.getByText('Card on file: Visa ending 4242, expires 12/30')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await checkAccessibility(page);

    // the store is no longer overdue: the store user of Harbor Midtown gets in without the past-due modal
    await page.context().clearCookies();
    await loginPage.goto(origin);
    await loginPage.logIn('pastdue');
    await acceptPlaceOfUse(page);
    await page.waitForURL(/\/Portal\/NewIndex/);
    await expect(page.getByRole('alertdialog', { name: /past due|from being locked/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Harbor Midtown/ })).toBeVisible();
  });
});
