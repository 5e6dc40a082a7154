import { type BrowserContext, chromium, type Page } from 'playwright-core';
import type { BenchAccount } from './portalSession';

/** Harbor Downtown (2001) in the store selection: the store every portal bench opens. */
const PORTAL_STORE = 'Harbor Downtown';

/**
 * Signs in as a person does, on the login page of `base` in `page`: name, password, Log in, the
 * login flow's notice and store selection (Harbor Downtown), up to the portal; then marks the
 * session's notifications seen (they open once per session after a log-on, so a page loaded later
 * shows the screen itself). The browser then holds what a signed-in device holds: the session's
 * cookie and the device's session in local storage (a portal page opened without the latter shows
 * the login page: docs/decisions.md "Session end on a shared device").
 */
export async function signInOnPage(page: Page, base: string, account: BenchAccount): Promise<void> {
  await page.goto(base);
  const submit = page.getByRole('button', { name: 'Log in' });
  // the login page comes rendered by the server: its form works once the script has taken it over
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Log in');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
  await page.getByLabel('Username or email').fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await submit.click();
  const notice = page.getByRole('alertdialog', { name: 'Place of use only' });
  const stores = page.getByRole('dialog', { name: 'Select a store' });
  for (let step = 0; step < 4; step++) {
    const next = await Promise.race([
      page.waitForURL(/Portal\/NewIndex/).then(() => 'portal' as const),
      notice.waitFor().then(() => 'notice' as const),
      stores.waitFor().then(() => 'stores' as const),
    ]);
    if (next === 'portal') break;
    if (next === 'notice') {
      await notice.getByRole('button', { name: 'OK' }).click();
      await notice.waitFor({ state: 'detached' });
    } else {
      await stores.getByRole('row', { name: PORTAL_STORE }).first().click();
      await stores.getByRole('button', { name: 'Continue' }).click();
      await stores.waitFor({ state: 'detached' });
    }
  }
  await page.waitForURL(/Portal\/NewIndex/);
  const seen = await page.evaluate(async () => {
    const token = await fetch('Account/GetCsrfToken', { method: 'POST' }).then((r) => r.json());
    const answer = await fetch('Notification/MarkNotificationsSeen', {
      method: 'POST',
      headers: { requestverificationtoken: String(token.Entity) },
    });
    return answer.ok;
  });
  if (!seen) throw new Error(`${account.username}: the notifications could not be marked seen`);
}

/**
 * Forgets what a first visit to a portal page has not got yet — the service worker, its caches and
 * the answers kept in IndexedDB — and keeps what a signed-in device has: the cookie and local storage.
 */
export async function forgetKeptCopies(context: BrowserContext, page: Page, base: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.detach();
}

/**
 * Prepares the Chromium on `port` (one Lighthouse launched) as a device signed in as `account`:
 * signed in through the login page, then without the service worker's or IndexedDB's copies. A
 * Lighthouse run after it keeps the browser's storage (`disableStorageReset`) and so measures the
 * portal page as a person's reload of it without the offline copies (a first visit of that page).
 */
export async function signInBrowserOnPort(port: number, base: string, account: BenchAccount): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInOnPage(page, base, account);
    await forgetKeptCopies(context, page, base);
    await page.close();
  } finally {
    // connected, not launched: this disconnects and leaves the browser (and its storage) to Lighthouse
    await browser.close();
  }
}
