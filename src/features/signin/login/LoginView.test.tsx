import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPortalToServer, newBrowserSession, renderWithProviders } from '../../../../test/renderApp';
import { accountFailures } from '../../../../test/loginFailures';
import { inProcessFetch, type TestServer, WITHOUT_TICKETS } from '../../../../test/server';
import { setFetch } from '../../../api/http';
import { logIn, outboxFor, prepareLoginTests } from './loginTestKit';
import { LoginView } from './LoginView';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
  await prepareLoginTests();
});
afterAll(() => server.close());
beforeEach(() => newBrowserSession(server));

describe('login screen against the real server', () => {
  it('logs on, keeps the csrf token and enters the portal', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LoginView />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Username or email/), 'marketowner');
    await user.type(screen.getByLabelText(/^Password/), 'Backroom#2026');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex'));
    expect(localStorage.getItem('csrfToken')).toBeTruthy();
    expect(localStorage.getItem('isCompanyUser')).toBe('true');
  });

  it('remembers the username only when remember-me is ticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await user.type(screen.getByLabelText(/^Username or email/), 'marketowner');
    await user.type(screen.getByLabelText(/^Password/), 'Backroom#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem('username')).toBe('marketowner'));
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('shows the incorrect-login message for a wrong password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await user.type(screen.getByLabelText(/^Username or email/), 'marketowner');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incorrect login' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Incorrect Password');
  });
});

describe('1-foundation §8: each login error code opens its modal', () => {
  const cases = [
    ['unapproved', 'A', 'Account not approved', 'not approved for the back office'],
    ['norole', 'F', 'No feature for your role', 'No feature is assigned'],
    ['diner', 'X', 'Merchant account deactivated', 'merchant account has been deactivated'],
    ['airport', 'D', 'Store account deactivated', 'assigned stores have been deactivated'],
  ] as const;
  for (const [username, code, title, text] of cases) {
    it(`${username}: error ${code} shows the "${title}" modal; OK closes it`, async () => {
      const user = userEvent.setup();
      const { location } = renderWithProviders(<LoginView />);
      await logIn(user, username);
      const dialog = await screen.findByRole('alertdialog', { name: title });
      expect(dialog).toHaveTextContent(text);
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(location.history?.at(-1)).toBe('/');
      expect(localStorage.getItem('csrfToken')).toBeNull();
    });
  }

  it('locked: error L shows the locked-out modal; Reset e-mails a reset link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    // an account an administrator locked answers like any other: I four times, then L (issue 22 §5)
    for (let attempt = 1; attempt < 5; attempt++) {
      if (attempt > 1) await user.clear(screen.getByLabelText(/^Username or email/));
      await logIn(user, 'locked');
      const incorrect = await screen.findByRole('alertdialog', { name: 'Incorrect login' });
      await user.click(within(incorrect).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    await user.clear(screen.getByLabelText(/^Username or email/));
    await logIn(user, 'locked');
    const dialog = await screen.findByRole('alertdialog', { name: 'Account locked out' });
    expect(dialog).toHaveTextContent('Too Many failed attempts');
    expect(await outboxFor(server, 'locked')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText(/up to 15 minutes/)).toBeInTheDocument();
    const mails = await outboxFor(server, 'locked');
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toMatch(/\?tk=/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('more than 4 invalid attempts show the locked-out modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    for (let attempt = 1; attempt <= 5; attempt++) {
      if (attempt > 1) await user.clear(screen.getByLabelText(/^Username or email/));
      await logIn(user, 'shiftlead', `Wrong#${attempt}`);
      const name = attempt < 5 ? 'Incorrect login' : 'Account locked out';
      const dialog = await screen.findByRole('alertdialog', { name });
      await user.click(within(dialog).getByRole('button', { name: attempt < 5 ? 'OK' : 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    // this browser had not signed in as shiftlead: the lock is the account's untrusted clients'
    expect(await accountFailures(server.db, 'shiftlead')).toEqual({ account: 5, device: 0 });
  });

  it('a transport error shows the generic error modal titled with the status code and the body text', async () => {
    const user = userEvent.setup();
    const real = inProcessFetch((req) => server.app.fetch(req));
    setFetch(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('Account/LogOn')) return new Response('Bad gateway &amp; proxy down', { status: 502 });
      return real(input, init);
    });
    renderWithProviders(<LoginView />);
    await logIn(user, 'manager');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error 502' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bad gateway & proxy down');
  });
});

describe('1-foundation §2 login screen', () => {
  it('has the forgot links and the lighter-edition link (default brand)', async () => {
    renderWithProviders(<LoginView />);
    expect(screen.getByRole('button', { name: 'Forgot username?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    // relative to <base href> (the prerendered page does not know BASE_PATH): the base path's Portal/NewUi
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Switch to the lighter edition' });
    expect(new URL(link.href).pathname).toBe('/Portal/NewUi');
  });
});
