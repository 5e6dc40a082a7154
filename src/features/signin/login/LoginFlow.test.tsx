import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPortalToServer, newBrowserSession, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { expectBackOnEmptyForm, logIn, prepareLoginTests } from './loginTestKit';
import { LoginView } from './LoginView';
import { readShowUpdatePayment } from '../../../api/updatePaymentFlag';
import { WITHOUT_TICKETS } from '../../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
  await prepareLoginTests();
});
afterAll(() => server.close());
beforeEach(() => {
  newBrowserSession(server);
  sessionStorage.clear();
});

const portal = '/Portal/NewIndex';

/** OK on the place-of-use-only notice (step 1 of every plain user of a product-mode-1 merchant). */
async function acceptNotice(user: ReturnType<typeof userEvent.setup>) {
  const notice = await screen.findByRole('alertdialog', { name: 'Place of use only' });
  await user.click(within(notice).getByRole('button', { name: 'OK' }));
}

describe('1-foundation §4 login flow, step by step, against the real server', () => {
  it('manager: the place-of-use-only notice, then the portal', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LoginView />);
    await logIn(user, 'manager');
    const notice = await screen.findByRole('alertdialog', { name: 'Place of use only' });
    expect(notice).toHaveTextContent('place of business only');
    expect(location.history?.at(-1)).toBe('/');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(portal));
    expect(localStorage.getItem('csrfToken')).toBeTruthy();
  });

  it('newhire: declining the licence logs off and returns to the empty form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await logIn(user, 'newhire');
    await acceptNotice(user);
    const licence = await screen.findByRole('dialog', { name: 'Licence agreement' });
    expect(within(licence).getByTitle('Licence agreement document')).toHaveAttribute(
      'src',
      '/Eula/BackroomEULA.html',
    );
    await user.click(within(licence).getByRole('button', { name: 'Decline' }));
    await expectBackOnEmptyForm();
    const pending = await server.db.query<{ pending_eula_id: number | null }>(
      "select pending_eula_id from users where username = 'newhire'",
    );
    expect(pending[0].pending_eula_id).toBe(1);
  });

  it('newhire: Accept is enabled only after the checkbox; accepting records it and goes on to store selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await logIn(user, 'newhire');
    await acceptNotice(user);
    const licence = await screen.findByRole('dialog', { name: 'Licence agreement' });
    const accept = within(licence).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    const csrfBefore = localStorage.getItem('csrfToken');
    await user.click(
      within(licence).getByRole('checkbox', { name: 'I have read and accept the licence agreement' }),
    );
    expect(accept).toBeEnabled();
    await user.click(accept);
    // a company user of Harbor Bistro Group (four stores): the store selection comes next
    await screen.findByRole('dialog', { name: 'Select a store' });
    expect(screen.queryByRole('dialog', { name: 'Licence agreement' })).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBeTruthy();
    expect(csrfBefore).toBeTruthy();
    const pending = await server.db.query<{ pending_eula_id: number | null }>(
      "select pending_eula_id from users where username = 'newhire'",
    );
    expect(pending[0].pending_eula_id).toBeNull();
  });

  it('resetme: change password shows the policy errors, then succeeds and goes on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await logIn(user, 'resetme');
    await acceptNotice(user);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const oldField = within(dialog).getByLabelText(/^Old password/);
    const newField = within(dialog).getByLabelText(/^New password/);
    const confirmField = within(dialog).getByLabelText(/^Confirm new password/);
    expect(save).toBeDisabled();

    await user.type(oldField, 'Backroom#2026');
    await user.type(newField, 'short');
    await user.tab();
    expect(await within(dialog).findByText(/Use 8 to 25 characters/)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(newField);
    await user.type(newField, 'Backroom#2026');
    expect(
      await within(dialog).findByText('The new password must differ from the old one.'),
    ).toBeInTheDocument();

    await user.clear(newField);
    await user.type(newField, 'Resetme#2027');
    expect(
      await within(dialog).findByText('The new password must not contain your username.'),
    ).toBeInTheDocument();

    await user.clear(newField);
    await user.type(newField, 'Harbor#2027x');
    await user.type(confirmField, 'Harbor#2027y');
    await user.tab();
    expect(await within(dialog).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    // a wrong old password: the server's message
    await user.clear(oldField);
    await user.type(oldField, 'Wrong#2026');
    await user.clear(confirmField);
    await user.type(confirmField, 'Harbor#2027x');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The old password is incorrect.');

    await user.clear(oldField);
    await user.type(oldField, 'Backroom#2026');
    await user.click(save);
    const done = await screen.findByRole('alertdialog', { name: 'Reset password successful' });
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Select a store' });
    const row = await server.db.query<{ must_change_password: boolean }>(
      "select must_change_password from users where username = 'resetme'",
    );
    expect(row[0].must_change_password).toBe(false);
  });

  it('pastdue: the past-due modal without days; OK says why, then logs off (overdue, not an account manager)', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LoginView />);
    await logIn(user, 'pastdue');
    await acceptNotice(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your account is past due' });
    expect(dialog).toHaveTextContent('Ask your account manager');
    expect(within(dialog).queryByRole('button', { name: 'Update Payment' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const why = await screen.findByRole('alertdialog', { name: 'You will be signed out' });
    await user.click(within(why).getByRole('button', { name: 'OK' }));
    await expectBackOnEmptyForm();
    expect(location.history?.at(-1)).toBe('/');
    expect(readShowUpdatePayment()).toBe(false);
  });

  it('suspended: the suspended modal has no "I understand" for a store user; Go back logs off', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LoginView />);
    await logIn(user, 'suspended');
    await acceptNotice(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Account suspended' });
    expect(within(dialog).queryByRole('button', { name: 'I understand' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await expectBackOnEmptyForm();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('madmin: a merchant admin goes to merchant selection (no notice)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    await logIn(user, 'madmin');
    await screen.findByRole('dialog', { name: 'Select a merchant' });
    expect(screen.queryByRole('alertdialog', { name: 'Place of use only' })).toBeNull();
  });
});
