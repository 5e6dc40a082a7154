import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Route, test as base, expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import AxeBuilder from '@axe-core/playwright';
import { workerBaseURL } from '../playwright.config';

export const DEMO_PASSWORD = 'Backroom#2026';

/** The login page as a person sees it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(origin = '') {
    await this.page.goto(origin || '/');
    await expect(this.heading).toBeVisible();
    // the page comes rendered by the server: its buttons work once the script has taken it over
    await hydrated(this.submit);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get username() {
    return this.page.getByLabel('Username or email');
  }
  get password() {
    return this.page.getByLabel(/^Password/);
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Log in' });
  }

  async logIn(username: string, password = DEMO_PASSWORD) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Goes through the login flow's modals up to the portal (1-foundation.md §4): OK on the
   * place-of-use-only notice; for admins, merchant admins and partners `merchant` in the merchant
   * selection; then `store` (by default the first active store of a demo merchant).
   */
  async continueToPortal(
    store: string | RegExp = /Harbor Downtown|Maple Main Street|Corner Market/,
    merchant: string | RegExp = 'Harbor Bistro Group',
  ) {
    const { page } = this;
    const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
    const merchants = page.getByRole('dialog', { name: 'Select a merchant' });
    const stores = page.getByRole('dialog', { name: 'Select a store' });
    for (let step = 0; step < 5; step++) {
      const next = await Promise.race([
        page.waitForURL(/Portal\/NewIndex/).then(() => 'portal' as const),
        notice.waitFor().then(() => 'notice' as const),
        merchants.waitFor().then(() => 'merchants' as const),
        stores.waitFor().then(() => 'stores' as const),
      ]);
      if (next === 'portal') return;
      if (next === 'notice') {
        await notice.getByRole('button', { name: 'OK' }).click();
        await notice.waitFor({ state: 'detached' });
      } else {
        const dialog = next === 'merchants' ? merchants : stores;
        await dialog
          .getByRole('row', { name: next === 'merchants' ? merchant : store })
          .first()
          .click();
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await page.waitForURL(/Portal\/NewIndex/);
  }
}

/** The portal shell: header, side menu, main. */
export class Portal {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }
  get sideMenu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }
  async expectPage(title: string) {
    await expect(this.main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

/**
 * Keeps the notifications modal (its own journey) shut: when the portal asks whether its session has
 * seen them, the session is first marked seen through the real API (nothing is mocked), on the
 * server the page talks to (a spec may run one of its own, or a base path).
 */
export async function keepNotificationsShut(page: Page) {
  /** Marks the session's notifications seen before `route` goes on (the request's base path from its URL). */
  const markSeenThen = (cut: RegExp) => async (route: Route) => {
    const base = route.request().url().replace(cut, '');
    try {
      const token = await page.request.post(`${base}Account/GetCsrfToken`);
      const csrf = (await token.json()) as { Entity?: unknown };
      await page.request.post(`${base}Notification/MarkNotificationsSeen`, {
        headers: { requestverificationtoken: String(csrf.Entity) },
      });
    } catch {
      // the page is gone (the test ended), offline, or no session yet: the portal says what it says
    }
    await route.continue().catch(() => {});
  };
  await page.route(
    '**/Notification/GetNotificationsSeen',
    markSeenThen(/Notification\/GetNotificationsSeen.*$/),
  );
  // a portal page carries the session's answers, the notifications' among them (server/routes/pageStartup.ts)
  await page.route(
    (url) => /\/Portal\/NewIndex(\/|$)/.test(url.pathname),
    markSeenThen(/Portal\/NewIndex.*$/),
  );
}

/**
 * My Store's activity heading for `place`: "Today, <date> · place", or "<date> · place" for the
 * latest business day with sales when today has none yet (a server seeded before midnight UTC and
 * still running after it has no tickets for the new day).
 */
export function activityHeading(place: string): RegExp {
  return new RegExp(`^(?:Today, )?\\w+day, \\w+ \\d{1,2}, \\d{4} · ${place}$`);
}

/**
 * Waits until React has taken over an element the server rendered (hydration attaches its props to
 * the node): a portal page's links work as links before that, and a click then loads a new page
 * instead of moving within the portal.
 */
export async function hydrated(locator: Locator) {
  // asked every 50 ms (the default backs off to a second: most of a log-in's wait, every test)
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      intervals: [50],
    })
    .toBe(true);
}

/** How far the page scrolls sideways (0 or less: it fits the width). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The widths every screen works at (375, 768, 1024 and 1440 px). */
export const SCREEN_WIDTHS = [375, 768, 1024, 1440] as const;

/**
 * Runs `check` on the page as it is at each of the screen widths in turn, the layout settled after
 * each resize: a screen is loaded once and resized, not loaded and signed in for each width (the
 * journeys load at the width they start at: the first one, or the last one of the step before).
 */
export async function atEachWidth(page: Page, check: (width: number) => Promise<void>, height = 900) {
  for (const width of SCREEN_WIDTHS) {
    await test.step(`at ${width}px`, async () => {
      await page.setViewportSize({ width, height });
      // the media queries' listeners and the observers of sizes answer in the next frames
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      );
      await check(width);
    });
  }
}

/**
 * No axe violation on the page as it is at rest: finite animations (a dialog rising or fading) end
 * first, since a colour half faded in has no contrast to judge (axe once judged one at 375 px).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The CSV file a click saves, read as rows of its header's columns (its byte-order mark left out). */
export async function downloadedCsv(
  page: Page,
  click: () => Promise<unknown>,
): Promise<Record<string, string>[]> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, unknown];
  const csv = await readFile((await download.path()) as string, 'utf8');
  return Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
}

type Fixtures = { account: string | null; loginPage: LoginPage; portal: Portal };

/** Page objects handed out as fixtures; `test.use({ account: 'owner' })` starts signed in. */
export const test = base.extend<Fixtures>({
  // each worker has a server of its own (playwright.config.ts)
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL && workerBaseURL(baseURL, testInfo.parallelIndex));
  },
  account: [null, { option: true }],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  portal: async ({ page, account }, use) => {
    if (account) {
      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(account);
      await login.continueToPortal();
    }
    await use(new Portal(page));
  },
});

export { expect };
