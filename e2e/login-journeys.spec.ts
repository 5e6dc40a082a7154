import type { Page } from '@playwright/test';
import { socketClient } from '../test/socketClient';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, LoginPage, test } from './fixtures';

/**
 * Sign-in journeys of 1-foundation.md §2, §4 and §8 against the real server and the demo accounts.
 *
 * Accounts this spec changes for the rest of the run: `newhire` (the licence is accepted),
 * `partnersupport` (locked by five wrong passwords, then a new password through the e-mailed link),
 * `supportadmin` (its untrusted clients locked out for 15 minutes) and `locked` (likewise).
 * `resetme` is only shown the mandatory change and cancels, so it still must change its password.
 */

/** The axe check of a screen, once the dialogs' open animations are over (no half-faded colours). */
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

async function dismissNotice(loginPage: LoginPage) {
  const notice = loginPage.page.getByRole('alertdialog', { name: 'Place of use only' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
}

async function expectEmptyForm(loginPage: LoginPage) {
  await expect(loginPage.page.getByRole('alertdialog')).toHaveCount(0);
  await expect(loginPage.page.getByRole('dialog')).toHaveCount(0);
  await expect(loginPage.password).toHaveValue('');
  await expect(loginPage.page).not.toHaveURL(/Portal/);
}

test.describe('login journeys', () => {
  test('manager reaches the portal after the place-of-use-only notice', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('manager');
    const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
    await expect(notice).toBeVisible();
    await checkAccessibility(page);
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/Portal\/NewIndex/);
  });

  test('newhire accepts the licence agreement, then picks a store', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('newhire');
    await dismissNotice(loginPage);
    const licence = page.getByRole('dialog', { name: 'Licence agreement' });
    await expect(licence).toBeVisible();
    const document = licence.frameLocator('iframe[title="Licence agreement document"]');
    await expect(document.locator('body')).toContainText(/licen[cs]e/i);
    const accept = licence.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await checkAccessibility(page);
    await licence.getByRole('checkbox', { name: 'I have read and accept the licence agreement' }).click();
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(page.getByRole('dialog', { name: 'Select a store' })).toBeVisible();
  });

  test('resetme must change the password before going on', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('resetme');
    await dismissNotice(loginPage);
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(/^Old password/).fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByLabel(/^Confirm new password/).focus();
    await expect(dialog.getByText(/Use 8 to 25 characters/)).toBeVisible();
    await expect(save).toBeDisabled();
    await checkAccessibility(page);
    // the change cannot be skipped: cancelling (the typed passwords dropped once asked) logs off
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expectEmptyForm(loginPage);
  });

  test('pastdue sees the past-due modal; OK logs off', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('pastdue');
    await dismissNotice(loginPage);
    const dialog = page.getByRole('alertdialog', { name: 'Your account is past due' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // the sign-out is explained first (PastDueDialog), then OK signs out
    const signOut = page.getByRole('alertdialog', { name: 'You will be signed out' });
    await expect(signOut).toContainText('locked until the bill is paid');
    await signOut.getByRole('button', { name: 'OK' }).click();
    await expectEmptyForm(loginPage);
  });

  test('suspended sees the suspended-account modal; Go back logs off', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.logIn('suspended');
    await dismissNotice(loginPage);
    const dialog = page.getByRole('alertdialog', { name: 'Account suspended' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'I understand' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expectEmptyForm(loginPage);
  });

  for (const [username, title] of [
    ['unapproved', 'Account not approved'],
    ['norole', 'No feature for your role'],
    ['diner', 'Merchant account deactivated'],
    ['airport', 'Store account deactivated'],
  ] as const) {
    test(`${username} sees the "${title}" modal`, async ({ loginPage, page }) => {
      await loginPage.goto();
      await loginPage.logIn(username);
      const dialog = page.getByRole('alertdialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).not.toHaveURL(/Portal/);
    });
  }

  test("locked (an administrator's lock) answers like any account: incorrect four times, then locked out", async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await loginPage.logIn('locked');
      const name = attempt < 5 ? 'Incorrect login' : 'Account locked out';
      const dialog = page.getByRole('alertdialog', { name });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: attempt < 5 ? 'OK' : 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(page).not.toHaveURL(/Portal/);
  });

  test("failures from 127.0.0.2 lock supportadmin's other clients out, not the browser that signed in before (issue 22 §5)", async ({
    loginPage,
    page,
    browser,
    baseURL,
  }) => {
    await loginPage.goto();
    await loginPage.logIn('supportadmin');
    await expect(page.getByRole('dialog', { name: 'Select a merchant' })).toBeVisible();
    await page.goto('Account/LogOff');

    const attacker = socketClient(Number(new URL(baseURL ?? '').port), '127.0.0.2');
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) codes.push(await attacker.logOn('supportadmin', 'Wrong#Password1'));
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L', 'L']);

    // another browser, with the right password: locked out
    const elsewhere = await browser.newContext();
    const other = new LoginPage(await elsewhere.newPage());
    await other.goto();
    await other.logIn('supportadmin');
    await expect(other.page.getByRole('alertdialog', { name: 'Account locked out' })).toBeVisible();
    await elsewhere.close();

    // the browser that signed in before keeps its device cookie and signs in
    await loginPage.goto();
    await loginPage.logIn('supportadmin');
    await expect(page.getByRole('dialog', { name: 'Select a merchant' })).toBeVisible();
  });

  test('five wrong passwords lock partnersupport; the e-mailed reset link unlocks it', async ({
    loginPage,
    page,
    request,
  }) => {
    await loginPage.goto();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await loginPage.username.fill('partnersupport');
      await loginPage.password.fill(`Wrong#${attempt}x`);
      await loginPage.submit.click();
      if (attempt < 5) {
        const dialog = page.getByRole('alertdialog', { name: 'Incorrect login' });
        await expect(dialog).toContainText('Incorrect Password');
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toHaveCount(0);
      }
    }
    const locked = page.getByRole('alertdialog', { name: 'Account locked out' });
    await expect(locked).toContainText('Too Many failed attempts');
    await checkAccessibility(page);
    await locked.getByRole('button', { name: 'Reset password' }).click();
    await expect(locked).toContainText('up to 15 minutes');

    // the server answers first and sends the e-mail right after (the answer does not tell who exists)
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = await (
            await request.get('Demo/Mailbox/latest.json?to=partnersupport@example.com')
          ).json();
          link = /https?:\/\/\S+\?tk=\S+/.exec(mail.Entity?.body_text ?? '')?.[0];
          return link;
        },
        { message: 'a reset link in the e-mail' },
      )
      .toBeTruthy();

    await page.goto(link ?? '');
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await expect(reset).toBeVisible();
    await reset.getByLabel(/^New password/).fill('Partner#Unlock1');
    await reset.getByLabel(/^Confirm new password/).fill('Partner#Unlock1');
    await reset.getByRole('button', { name: 'Save' }).click();
    // signed in: a partner picks a merchant; the link is gone from the address
    await expect(page.getByRole('dialog', { name: 'Select a merchant' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('tk')).toBe(false);
  });
});

test.describe('account recovery from the login page', () => {
  test('forgot username: OK disabled while blank; a confirmation after sending', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await page.getByRole('button', { name: 'Forgot username?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot username' });
    const ok = dialog.getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    await expect(dialog.getByText('Like name@example.com')).toBeVisible();
    await checkAccessibility(page);
    await dialog.getByLabel(/^E-mail address/).fill('owner@example.com');
    await ok.click();
    // the form dialog's success view is an alert dialog of the same name
    await expect(page.getByRole('alertdialog', { name: 'Forgot username' })).toContainText(
      'we have sent its usernames',
    );
  });

  test('the login header links to the lighter edition (not for the bank)', async ({
    loginPage,
    page,
    baseURL,
  }) => {
    await loginPage.goto();
    // relative to <base href> (the page is prerendered before BASE_PATH is known): {base}Portal/NewUi
    const lighter = page.getByRole('link', { name: 'Switch to the lighter edition' });
    expect(await lighter.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe(
      '/Portal/NewUi',
    );
    const port = new URL(baseURL ?? '').port;
    await page.goto(`http://bank.localhost:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch to the lighter edition' })).toHaveCount(0);
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the login page and the forgot-password modal fit without sideways scrolling', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await dialog.getByLabel(/^Username/).fill('owner');
    await expect(dialog.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(await fits()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
