import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { setFetch } from '../../../api/http';
import { toastHostStore } from '../../../app/toasts/notify';
import { logIn, prepareLoginTests } from './loginTestKit';
import { LoginView } from './LoginView';
import { WITHOUT_TICKETS } from '../../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
  await prepareLoginTests();
});
afterAll(() => server.close());

describe('an offline log-in attempt (its own file: no toast may have been asked for before)', () => {
  it('shows one modal that says the device is offline, and no error toast', async () => {
    // No network: every call fails before reaching a server (status 0).
    const asked: string[] = [];
    setFetch(async (input) => {
      asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginView />);
    // The login page's own reads (the app version, the reseller's brand) fail offline first.
    await waitFor(() => expect(asked.some((url) => url.includes('Account/GetVersion'))).toBe(true));
    await logIn(user, 'manager');
    const dialog = await screen.findByRole('alertdialog', { name: 'No connection' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(asked.some((url) => url.includes('Reseller/GetResellerConfiguration'))).toBe(true);
    // Not one notice was asked for: no toast over the modal's button.
    expect(toastHostStore.wanted()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
