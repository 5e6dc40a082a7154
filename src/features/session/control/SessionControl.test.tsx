import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../api/account';
import { ApiRequestError } from '../../../api/http';
import { DEVICE_SESSION_KEY, readDeviceSession } from '../../../api/deviceSession';
import { saveLastSessionUpdate } from '../../../api/localState';
import { usePortalData } from '../../../api/portal';
import { SESSION_ABSOLUTE_HOURS } from '../../../domain/session';
import { PersistedAnswers, readPersistedAnswers } from '../../../offline/PersistedAnswers';
import { answersStore } from '../../../offline/forget';
import { entries } from 'idb-keyval';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { portalData, signIn } from '../../selection/shared/testSession';
import { CSRF_CHANGED_EVENT, SessionControl } from './SessionControl';
import { SessionGate } from './SessionGate';
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

/** What the portal shows of the session: the user's full name (from the portal data). */
function OwnerName() {
  const { data } = usePortalData();
  return <p>{data?.userFullName}</p>;
}

/**
 * Signs in as owner on Harbor Downtown and mounts the session control as the portal does: over the
 * answers kept on the device, behind the session gate, beside what the session shows.
 */
async function start() {
  const session = await signIn(server, 'owner');
  // the session control's clock starts with the session
  timer = manualTimer();
  saveLastSessionUpdate(timer.now());
  await readPersistedAnswers();
  await accountApi.saveStoreContext({
    StoreId: 2001,
    StoreCode: 'HB-DT',
    StoreName: 'Harbor Downtown',
    OverrideMerchantId: 1001,
  });
  const view = renderWithProviders(
    <Switch>
      <Route path="/">
        <p>The login page</p>
      </Route>
      <Route>
        <Suspense fallback={null}>
          <PersistedAnswers>
            <SessionGate>
              <SessionControl timeoutMinutes={TIMEOUT} username="owner" timer={timer} />
              <OwnerName />
            </SessionGate>
          </PersistedAnswers>
        </Suspense>
      </Route>
    </Switch>,
    { path: '/Portal/NewIndex/mystore' },
  );
  await screen.findByText('Olivia Owner', {}, { timeout: 10_000 });
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
  it('warns, counts down from 5:00, then the session ends: nothing of it on screen or on the device, the server ends it too, and only the password renews it (issue 22 §2)', async () => {
    const { requests } = await start();
    const user = userEvent.setup();
    const csrfChanged = vi.fn();
    window.addEventListener(CSRF_CHANGED_EVENT, csrfChanged);
    const oldCsrf = localStorage.getItem('csrfToken');
    await waitFor(async () => expect((await entries(answersStore()!)).length).toBeGreaterThan(0));

    await advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(60_000);
    const extend = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(within(extend).getByRole('timer')).toHaveTextContent('Your session will expire in 5:00');
    await advance(61_000);
    expect(within(extend).getByRole('timer')).toHaveTextContent('Your session will expire in 3:59');

    // The countdown runs out (the server's session has not: the portal ends it there too).
    await advance(240_000);
    const renew = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    expect(screen.queryByRole('alertdialog', { name: 'Your session is about to expire' })).toBeNull();
    const username = within(renew).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('owner');
    expect(username).toHaveAttribute('readonly');
    // nothing of the session behind the modal, nor in storage
    expect(screen.queryByText('Olivia Owner')).toBeNull();
    await waitFor(async () => expect(await entries(answersStore()!)).toEqual([]));
    expect(Object.keys(localStorage)).toEqual(['rememberMe']);
    await waitFor(() => expect(requests.some((r) => r.path === '/Account/ExpireSession')).toBe(true));
    await expect(portalData()).rejects.toMatchObject({ status: 401 });

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
    // the portal comes back, with a new session: its csrf token, its local state, its clock
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
    expect(csrfChanged).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('csrfToken')).toBe(csrfChanged.mock.calls[0][0].detail.token);
    expect(localStorage.getItem('csrfToken')).not.toBe(oldCsrf);
    expect(localStorage.getItem('isCompanyUser')).toBe('true');
    expect(readDeviceSession()).toMatchObject({ idleMinutes: TIMEOUT });
    // The store context is saved again.
    expect(requests.find((r) => r.path.startsWith('/Account/SaveStoreContext'))).toMatchObject({
      path: '/Account/SaveStoreContext?StoreId=2001',
      body: { StoreCode: 'HB-DT', StoreName: 'Harbor Downtown', OverrideMerchantId: 1001 },
    });
    const data = await portalData();
    expect(data.storeName).toBe('Harbor Downtown');
    window.removeEventListener(CSRF_CHANGED_EVENT, csrfChanged);
  });

  it('an idle timeout while offline shows the login page: no renewal, nothing of the session, not even the name (issue 22 §2)', async () => {
    const { location } = await start();
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      await advance((TIMEOUT + 1) * 60_000);
      await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByText('Olivia Owner')).toBeNull();
      expect(screen.queryByDisplayValue('owner')).toBeNull();
      await waitFor(async () => expect(await entries(answersStore()!)).toEqual([]));
      expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull();
      expect(localStorage.getItem('csrfToken')).toBeNull();
    } finally {
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it(`the session ends for good ${SESSION_ABSOLUTE_HOURS} hours after its log-on however active it is (issue 22 §2)`, async () => {
    const { location } = await start();
    const session = readDeviceSession();
    localStorage.setItem(
      DEVICE_SESSION_KEY,
      JSON.stringify({ ...session, startedAt: timer.now() - SESSION_ABSOLUTE_HOURS * 3_600_000 + 30_000 }),
    );
    await act(async () => {
      document.body.click();
    });
    await advance(60_000);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Olivia Owner')).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBeNull();
    await expect(portalData()).rejects.toMatchObject({ status: 401 });
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

  it('Log out logs off, clears local state and returns to the base path, asking nothing more of the ended session', async () => {
    const { location, requests } = await start();
    const user = userEvent.setup();
    await advance(120_000);
    const extend = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    requests.length = 0;
    await user.click(within(extend).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem('isCompanyUser')).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/Account/LogOff'))).toBe(true));
    await waitFor(() => expect(requests.every((r) => r.answered)).toBe(true));
    // no read of the ended session after its log-off (refused, it said "Your session has ended")
    expect(requests.filter((r) => r.path === '/Portal/GetPortalData')).toEqual([]);
    await expect(portalData()).rejects.toBeInstanceOf(ApiRequestError);
  });
});
