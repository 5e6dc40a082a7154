import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../api/account';
import { ApiRequestError } from '../../../api/http';
import { saveLastSessionUpdate } from '../../../api/localState';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { portalData, signIn } from '../../selection/shared/testSession';
import { CSRF_CHANGED_EVENT, SessionControl } from './SessionControl';
import { manualTimer } from './sessionClock';

const TIMEOUT = 7;
let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ SESSION_TIMEOUT_MINUTES: String(TIMEOUT) });
});
afterAll(() => server.close());

/** The session control's clock, moved by hand (the server has its own: server.clock). */
let timer: ReturnType<typeof manualTimer>;
beforeEach(() => {
  timer = manualTimer();
});

/** Signs in as owner on Harbor Downtown and mounts the session control. */
async function start() {
  const session = await signIn(server, 'owner');
  saveLastSessionUpdate(timer.now());
  await accountApi.saveStoreContext({
    StoreId: 2001,
    StoreCode: 'HB-DT',
    StoreName: 'Harbor Downtown',
    OverrideMerchantId: 1001,
  });
  const view = renderWithProviders(
    <SessionControl timeoutMinutes={TIMEOUT} username="owner" timer={timer} />,
  );
  // The portal data (the session's store) is loaded, as it is in the shell.
  await waitFor(() => expect(session.requests.some((r) => r.path === '/Portal/GetPortalData')).toBe(true));
  return { ...session, ...view };
}

async function advance(ms: number) {
  await act(async () => {
    timer.advance(ms);
  });
}

describe('session control against the real server', () => {
  it('warns, counts down from 5:00, then asks for the password; a wrong one is refused, the right one renews', async () => {
    const { requests } = await start();
    const user = userEvent.setup();
    const csrfChanged = vi.fn();
    window.addEventListener(CSRF_CHANGED_EVENT, csrfChanged);

    await advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(60_000);
    const extend = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(within(extend).getByRole('timer')).toHaveTextContent('Your session will expire in 5:00');
    await advance(61_000);
    expect(within(extend).getByRole('timer')).toHaveTextContent('Your session will expire in 3:59');

    // The server session runs out meanwhile (nobody touched it).
    server.clock.advance((TIMEOUT + 1) * 60_000);
    await advance(240_000);
    const renew = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    expect(screen.queryByRole('alertdialog', { name: 'Your session is about to expire' })).toBeNull();
    const username = within(renew).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('owner');
    expect(username).toHaveAttribute('readonly');
    await expect(portalData()).rejects.toBeInstanceOf(ApiRequestError);

    await user.type(within(renew).getByLabelText(/^Password/), 'Wrong#2026');
    await user.click(within(renew).getByRole('button', { name: 'Renew' }));
    expect(await within(renew).findByRole('alert')).toHaveTextContent('Incorrect Password');
    expect(screen.getByRole('alertdialog', { name: 'Your session has expired' })).toBeInTheDocument();

    const password = within(renew).getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, 'Backroom#2026');
    requests.length = 0;
    await user.click(within(renew).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(csrfChanged).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('csrfToken')).toBe(csrfChanged.mock.calls[0][0].detail.token);
    // The store context is saved again.
    expect(requests.find((r) => r.path.startsWith('/Account/SaveStoreContext'))).toMatchObject({
      path: '/Account/SaveStoreContext?StoreId=2001',
      body: { StoreCode: 'HB-DT', StoreName: 'Harbor Downtown', OverrideMerchantId: 1001 },
    });
    const data = await portalData();
    expect(data.storeName).toBe('Harbor Downtown');
    window.removeEventListener(CSRF_CHANGED_EVENT, csrfChanged);
  });

  it('Extend renews the live session without a password and refreshes the csrf token', async () => {
    const { requests } = await start();
    const user = userEvent.setup();
    const csrfChanged = vi.fn();
    window.addEventListener(CSRF_CHANGED_EVENT, csrfChanged);
    await advance(120_000);
    const extend = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    requests.length = 0;
    await user.click(within(extend).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.find((r) => r.path === '/Account/RenewSession')?.body).toEqual({ password: null });
    expect(csrfChanged).toHaveBeenCalledTimes(1);
    // The activity time starts again: no prompt for the next minutes.
    await advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    window.removeEventListener(CSRF_CHANGED_EVENT, csrfChanged);
  });

  it('a click resets the activity time; a keep-alive tells the server of it', async () => {
    const { requests } = await start();
    const click = () =>
      act(async () => {
        document.body.click();
      });
    await advance(100_000);
    await click();
    await advance(100_000);
    await click();
    await advance(40_000);
    // 4 minutes in, 40 seconds after the last click: no prompt (it comes with 5 minutes left of 7).
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // More than half the limit since the server last saw the session, with activity it has not seen.
    expect(requests.some((r) => r.path === '/Account/KeepAlive')).toBe(true);
    await advance(120_000);
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session is about to expire' }),
    ).toBeInTheDocument();
  });

  it('an idle session makes no keep-alive call', async () => {
    const { requests } = await start();
    await advance(6 * 60_000);
    expect(requests.some((r) => r.path === '/Account/KeepAlive')).toBe(false);
  });

  it('Log out logs off, clears local state and returns to the base path', async () => {
    const { location } = await start();
    const user = userEvent.setup();
    await advance(120_000);
    const extend = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    await user.click(within(extend).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem('isCompanyUser')).toBeNull();
    await expect(portalData()).rejects.toBeInstanceOf(ApiRequestError);
  });
});
