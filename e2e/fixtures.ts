import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Backroom#2026';

/** The login page as a person sees it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(origin = '') {
    await this.page.goto(origin || '/');
    await expect(this.heading).toBeVisible();
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

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

type Fixtures = { account: string | null; loginPage: LoginPage; portal: Portal };

/** Page objects handed out as fixtures; `test.use({ account: 'owner' })` starts signed in. */
export const test = base.extend<Fixtures>({
  account: [null, { option: true }],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  portal: async ({ page, account }, use) => {
    if (account) {
      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(account);
      await page.waitForURL(/Portal\/NewIndex/);
    }
    await use(new Portal(page));
  },
});

export { expect };
