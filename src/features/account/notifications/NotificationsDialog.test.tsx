import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { signIn } from '../../selection/shared/testSession';
import { NOTIFICATIONS_SEEN_KEY, Notifications } from './NotificationsDialog';
import { isSafeLink } from './NotificationsPage';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

describe('notifications modal against the real server', () => {
  it('opens with the merchant’s notifications when the flag is on; links open in a new tab; OK closes it', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Notifications enabled />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(within(dialog).getByText(/unavailable for up to 30 minutes/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Maintenance runs Sunday/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Maintenance details' });
    expect(link).toHaveAttribute('href', 'https://status.backroom.example/maintenance');
    expect(link).toHaveAttribute('target', '_blank');
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/FeatureFlag/GetFeatureFlags', '/Notification/GetNotifications']),
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(NOTIFICATIONS_SEEN_KEY)).toBe('true');
    unmount();

    // Once per browser session: not again, and not even asked for.
    requests.length = 0;
    renderWithProviders(<Notifications enabled />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.path === '/Notification/GetNotifications')).toBe(false);
  });

  it('an empty list opens nothing', async () => {
    const { requests } = await signIn(server, 'marketowner');
    renderWithProviders(<Notifications enabled />);
    await waitFor(() => expect(requests.some((r) => r.path === '/Notification/GetNotifications')).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nothing is asked for while not enabled', async () => {
    const { requests } = await signIn(server, 'owner');
    renderWithProviders(<Notifications enabled={false} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only web links are shown', () => {
    expect(isSafeLink('https://example.com/a')).toBe(true);
    expect(isSafeLink('/Portal/NewUi')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,hi')).toBe(false);
  });
});
