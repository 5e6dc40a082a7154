import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entries, set } from 'idb-keyval';
import { Suspense } from 'react';
import { unstable_serialize } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { connectPortalToServer, renderWithProviders } from '../../test/renderApp';
import { DEMO_PASSWORD, signIn as signInAs } from '../features/selection/shared/testSession';
import type { TestServer } from '../../test/server';
import { wideScreen } from '../../test/wideScreen';
import { accountApi } from '../api/account';
import { DEVICE_SESSION_KEY, readDeviceSession } from '../api/deviceSession';
import { currentFetch, http } from '../api/http';
import { apiKey } from '../api/keys';
import { CACHE_SCOPE_KEY, scopeId, userScopeId } from '../api/scope';
import { setShowUpdatePayment } from '../api/updatePaymentFlag';
import { LoginView } from '../features/signin/login/LoginView';
import { answersStore } from '../offline/forget';
import { PersistedAnswers, readPersistedAnswers } from '../offline/PersistedAnswers';
import { PortalShell } from './shell/PortalShell';
import { startStartupReads } from '../api/startupReads';
import { start } from './start';

/**
 * Issue 22 §2, privacy on a shared tablet: whichever way a session ends — a 401, a log-off or log-on
 * in another tab, its clock running out while no tab of it ran, another user's log-on — nothing of it
 * stays on screen, in memory or on the device. (Logout, the idle timeout and the lifetime are in
 * SessionControl.test.tsx.)
 */
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());
beforeEach(() => {
  wideScreen();
});

/** Signs in as the login screen leaves it, the notifications seen (their modal has tests of its own). */
async function signIn(username: string) {
  return (await signInAs(server, username, { notificationsSeen: true })).result;
}

/** The portal over the answers kept on the device, and the login page at the base path. */
async function renderPortal(path: string) {
  await readPersistedAnswers();
  return renderWithProviders(
    <Switch>
      <Route path="/">
        <p>The login page</p>
      </Route>
      <Route path="/Portal/NewIndex" nest>
        <Suspense fallback={null}>
          <PersistedAnswers>
            <PortalShell />
          </PersistedAnswers>
        </Suspense>
      </Route>
    </Switch>,
    { path: `/Portal/NewIndex${path}` },
  );
}

const keptAnswers = async () => (await entries(answersStore()!)).map(([key]) => String(key));

/** The owner's portal, its answers kept on the device. */
async function ownersPortal() {
  const owner = await signIn('owner');
  const view = await renderPortal('/account/overview');
  await screen.findByRole('button', { name: /Olivia Owner/ }, { timeout: 10_000 });
  await waitFor(async () => expect((await keptAnswers()).length).toBeGreaterThan(0));
  return { ...view, owner };
}

describe('the session ends, however it ends (issue 22 §2)', () => {
  it('a 401 from the server: the login page, and nothing of the session on screen or on the device', async () => {
    const { location } = await ownersPortal();
    setShowUpdatePayment();
    await accountApi.logOff();
    await act(async () => {
      await http.get('Portal/GetPortalData').catch(() => undefined);
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByText(/Olivia Owner/)).toBeNull();
    await waitFor(async () => expect(await keptAnswers()).toEqual([]));
    expect(Object.keys(localStorage)).toEqual(['rememberMe']);
    expect(sessionStorage.length).toBe(0);
  });

  it('a log-off in another tab (the storage event of its end): this tab goes to the login page, forgets the session in memory, and leaves storage to that tab', async () => {
    const { location } = await ownersPortal();
    // the other tab has cleared the device, and a new user is already logging on there
    localStorage.removeItem(DEVICE_SESSION_KEY);
    localStorage.setItem('csrfToken', 'the-next-session');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_SESSION_KEY, newValue: null }));
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByText(/Olivia Owner/)).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBe('the-next-session');
  });

  it('a log-on in another tab (the storage event of its session): this tab ends its own', async () => {
    const { location, owner } = await ownersPortal();
    const next = { id: 'another', user: 'someone-else', startedAt: Date.now(), idleMinutes: null };
    localStorage.setItem(DEVICE_SESSION_KEY, JSON.stringify(next));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: DEVICE_SESSION_KEY, newValue: JSON.stringify(next) }),
      );
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByText(/Olivia Owner/)).toBeNull();
    expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBe(JSON.stringify(next));
    expect(owner.membershipUserId).not.toBe(next.user);
  });
});

/**
 * A portal page as the server sends it: its base path, the portal's address, its root; `done` takes
 * them away (the app started in the root stays out of the next test's document).
 */
function portalPage(address: string) {
  const base = document.createElement('base');
  base.href = '/';
  document.head.append(base);
  window.history.replaceState(null, '', address);
  const root = document.createElement('div');
  document.body.append(root);
  return {
    root,
    done: () => {
      root.remove();
      base.remove();
    },
  };
}

describe('what an ended session left on the device (issue 22 §2)', () => {
  /** The owner's session as a closed tab left it: answers on the device, its state in storage. */
  async function leftBehind(idleFor: number) {
    await signIn('owner');
    await set(
      '["Portal/GetPortalData",null,"owner"]',
      { data: { userFullName: 'Olivia Owner' } },
      answersStore()!,
    );
    localStorage.setItem('lastSessionUpdate', String(Date.now() - idleFor));
    const session = readDeviceSession();
    const startedAt = Date.now() - idleFor - MINUTE;
    localStorage.setItem(DEVICE_SESSION_KEY, JSON.stringify({ ...session, startedAt, idleMinutes: 40 }));
  }

  it('goes before another user logs on: the next user never has the last one on the device', async () => {
    await leftBehind(MINUTE);
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LoginView />);
    await user.type(screen.getByLabelText(/^Username or email/), 'marketowner');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex'));
    expect(await keptAnswers()).toEqual([]);
    const next = await http.get<{ membershipUserId: string }>('Portal/GetPortalData');
    expect(readDeviceSession()?.user).toBe(next.membershipUserId);
    expect(JSON.parse(localStorage.getItem(CACHE_SCOPE_KEY) ?? 'null')).toMatchObject({
      user: next.membershipUserId,
    });
  });

  it('goes when the login page shows after the session ran out, though no tab of it ran', async () => {
    await leftBehind(41 * MINUTE);
    renderWithProviders(<LoginView />);
    // once the page has settled (useWhenIdle), with the chunk that forgets
    await waitFor(async () => expect(await keptAnswers()).toEqual([]), { timeout: 30_000 });
    expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem(CACHE_SCOPE_KEY)).toBeNull();
  });

  it('a portal address of a session that ran out shows the login page before anything of it renders, and the server ends it', async () => {
    await leftBehind(41 * MINUTE);
    const { root, done } = portalPage('/Portal/NewIndex/mystore');
    await start(root, false);
    expect(window.location.pathname).toBe('/');
    expect(await keptAnswers()).toEqual([]);
    expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(root.textContent).not.toContain('Olivia');
    await waitFor(() => expect(localStorage.getItem('backroom:logOffPending')).toBeNull());
    await expect(http.get('Portal/GetPortalData')).rejects.toMatchObject({ status: 401 });
    done();
  });

  it('a portal address of a session the server has ended (a start-up read answered 401): nothing kept of it renders, not even on the first paint', async () => {
    await leftBehind(MINUTE);
    // what the portal kept of the session, under the key its first render reads
    const data = await http.get('Portal/GetPortalData');
    const key = apiKey('Portal/GetPortalData', undefined, 'user', { scope: scopeId(), user: userScopeId() });
    await set(unstable_serialize(key), { data, key, fetchedAt: Date.now() }, answersStore()!);
    // the session is live by the device's clock, but the server ended it (a password change elsewhere)
    await accountApi.logOff();
    const { root, done } = portalPage('/Portal/NewIndex/mystore');
    let shown = false;
    const watch = new MutationObserver(() => {
      if (root.textContent?.includes('Olivia Owner')) shown = true;
    });
    watch.observe(root, { childList: true, subtree: true, characterData: true });
    // the entry script's reads, through this browser session's cookie
    startStartupReads(window.location, currentFetch());
    await start(root, false);
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 20_000 })).toBeInTheDocument();
    watch.disconnect();
    expect(shown).toBe(false);
    expect(await keptAnswers()).toEqual([]);
    expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull();
    done();
  });
});
