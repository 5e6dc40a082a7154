import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPortalToServer, newBrowserSession, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { logIn, outboxFor, resetTokenFor, prepareLoginTests } from './loginTestKit';
import { LoginView } from './LoginView';
import { WITHOUT_TICKETS } from '../../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
  await prepareLoginTests();
});
afterAll(() => server.close());
beforeEach(() => newBrowserSession(server));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('1-foundation §2, §5: forgot username', () => {
  it('OK is disabled while the e-mail is blank, refuses a malformed address, then e-mails the usernames', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await user.click(screen.getByRole('button', { name: 'Forgot username?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot username' });
    const field = within(dialog).getByLabelText(/^E-mail address/);
    expect(field).toHaveAccessibleDescription('Like name@example.com');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await user.type(field, 'not-an-address');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(
      await within(dialog).findByText('Enter an e-mail address like name@example.com.'),
    ).toBeInTheDocument();

    const [{ email }] = await server.db.query<{ email: string }>(
      "select email from users where username = 'owner'",
    );
    await user.clear(field);
    await user.type(field, email);
    await user.click(ok);
    expect(await within(dialog).findByText(/we have sent its usernames/)).toBeInTheDocument();
    const [mail] = await outboxFor(server, 'owner');
    expect(mail.subject).toBe('Your Backroom usernames');
    expect(mail.body_text).toContain('owner');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('1-foundation §2, §5: forgot password', () => {
  it('Reset is disabled while the username is blank; it e-mails a reset link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Username/), '   ');
    expect(reset).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Username/), 'manager');
    await user.click(reset);
    expect(await within(dialog).findByText(/Check your e-mail.*up to 15 minutes/)).toBeInTheDocument();
    const [mail] = await outboxFor(server, 'manager');
    expect(mail.subject).toBe('Reset your Backroom password');
    expect(mail.body_text).toMatch(/\?tk=/);
  });

  it('Cancel closes it without sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('1-foundation §4: password reset via the e-mailed link (?tk=)', () => {
  it('opens the reset modal; Save stays disabled while invalid; success signs in and continues the flow', async () => {
    const user = userEvent.setup();
    const token = await resetTokenFor(server, 'shiftlead');
    window.history.replaceState(null, '', `/?tk=${encodeURIComponent(token)}&x=1`);
    renderWithProviders(<LoginView />);
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^New password/), 'weak');
    await user.tab();
    expect(await within(dialog).findByText(/Use 8 to 25 characters/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'Harbor#Reset1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Harbor#Reset2');
    await user.tab();
    expect(await within(dialog).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Harbor#Reset1');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // signed in: a store user of two stores, so the notice, then the store selection
    const notice = await screen.findByRole('alertdialog', { name: 'Place of use only' });
    expect(localStorage.getItem('csrfToken')).toBeTruthy();
    expect(window.location.search).toBe('?x=1');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Select a store' });

    // the new password works, the link does not work twice
    newBrowserSession(server);
    const agent = server.agent();
    expect((await agent.login('shiftlead', 'Harbor#Reset1')).success).toBe(true);
  });

  it('a needed licence leads to the licence flow', async () => {
    const user = userEvent.setup();
    const token = await resetTokenFor(server, 'newhire');
    window.history.replaceState(null, '', `/?tk=${encodeURIComponent(token)}`);
    renderWithProviders(<LoginView />);
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Harbor#Licence1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Harbor#Licence1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Place of use only' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Licence agreement' });
  });

  it('an expired link shows its message; closing the modal takes tk out of the address', async () => {
    const user = userEvent.setup();
    const token = await resetTokenFor(server, 'partner');
    server.clock.advance(61 * 60_000);
    window.history.replaceState(null, '', `/?tk=${encodeURIComponent(token)}`);
    renderWithProviders(<LoginView />);
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Harbor#Expired1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Harbor#Expired1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This reset link has expired');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // the typed passwords are not dropped without asking (issue 22 §4)
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('csrfToken')).toBeNull();
  });

  it('a used link shows its message', async () => {
    const user = userEvent.setup();
    const token = await resetTokenFor(server, 'support');
    const agent = server.agent();
    const first = await agent.post(`User/ChangePasswordAndCreateSession?tk=${encodeURIComponent(token)}`, {
      newPassword: 'Harbor#Used1',
    });
    expect((await first.json()).IsSuccessful).toBe(true);
    window.history.replaceState(null, '', `/?tk=${encodeURIComponent(token)}`);
    renderWithProviders(<LoginView />);
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Harbor#Used2');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Harbor#Used2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already been used');
  });
});

describe('logging in after a reset by link', () => {
  it('the reset user logs in with the new password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await logIn(user, 'support', 'Harbor#Used1');
    await screen.findByRole('dialog', { name: 'Select a merchant' });
  });
});
