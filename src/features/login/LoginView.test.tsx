import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPortalToServer, newBrowserSession, renderWithProviders } from '../../../test/renderApp';
import type { TestServer } from '../../../test/server';
import { LoginView } from './LoginView';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Password');
  });
});
