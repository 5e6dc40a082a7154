import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { Button } from '../../../../design-system';
import { signIn } from '../../selection/shared/testSession';
import { isSafeLink } from './NotificationsPage';
import { NotificationsView, useNotificationsCenter } from './NotificationsView';
import { listening } from '../../../../test/layer';
import { WITHOUT_TICKETS } from '../../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
});
afterAll(() => server.close());

/** The modal and, as in the user menu, a button with the count that opens the list again. */
function Harness({ enabled = true }: { enabled?: boolean }) {
  const center = useNotificationsCenter(enabled);
  return (
    <>
      {center.notifications.length > 0 ? (
        <Button onClick={center.show}>{`Notifications (${center.notifications.length})`}</Button>
      ) : null}
      <NotificationsView center={center} />
    </>
  );
}

const seenMarks = async () =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from session_notifications_seen'))[0].n);

describe('notifications modal against the real server', () => {
  it('opens with the merchant’s notifications when the flag is on; links open in a new tab; OK closes it', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(within(dialog).getByText(/unavailable for up to 30 minutes/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Maintenance runs Saturday from 9:00 to 9:30 PM Eastern time/),
    ).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Maintenance details' });
    expect(link).toHaveAttribute('href', 'https://status.backroom.example/maintenance');
    expect(link).toHaveAttribute('target', '_blank');
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/FeatureFlag/GetFeatureFlags', '/Notification/GetNotifications']),
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/Notification/MarkNotificationsSeen')).toBe(true),
    );
  });

  it('opens once per SERVER session: a full load (or a new tab) of the same session does not show it again', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const marks = await seenMarks();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect(await seenMarks()).toBe(marks + 1));
    first.unmount();

    // A new page of the same session (a fresh cache, a new tab: no browser storage is involved).
    sessionStorage.clear();
    renderWithProviders(<Harness />);
    // The list is there (the user menu's entry) but the modal stays shut.
    const again = await screen.findByRole('button', { name: 'Notifications (1)' });
    expect(screen.queryByRole('dialog')).toBeNull();

    // The user menu's entry opens the same list; OK closes it.
    await user.click(again);
    const reopened = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(reopened).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await listening(reopened);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in the same page, OK marks the cached answer seen: the modal mounted again (another screen) stays shut', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    function Remounting() {
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <Button onClick={() => setMounted((m) => !m)}>Toggle</Button>
          {mounted ? <Harness /> : null}
        </>
      );
    }
    renderWithProviders(<Remounting />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new log-on shows it again', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    await signIn(server, 'owner');
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('an empty list opens nothing and offers no entry', async () => {
    const { requests } = await signIn(server, 'marketowner');
    renderWithProviders(<Harness />);
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/Notification/GetNotifications' && r.answered)).toBe(true),
    );
    // the empty answer has been taken in (a turn for SWR): no dialog opened
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('nothing is asked for while not enabled', async () => {
    const { requests } = await signIn(server, 'owner');
    renderWithProviders(<Harness enabled={false} />);
    // a read starts as its hook mounts (SWR asks in a layout effect): once effects have run, none did
    await act(async () => {});
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only web links are shown', () => {
    expect(isSafeLink('https://example.com/a')).toBe(true);
    expect(isSafeLink('/Portal/NewUi')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,hi')).toBe(false);
  });

  it('is the same object from render to render while nothing in it changes (the shell is memoised on it)', async () => {
    await signIn(server, 'owner');
    const centers: unknown[] = [];
    function Probe() {
      const [tick, setTick] = useState(0);
      const center = useNotificationsCenter(true);
      centers.push(center);
      return <Button onClick={() => setTick(tick + 1)}>{`${tick}:${center.notifications.length}`}</Button>;
    }
    renderWithProviders(<Probe />);
    await screen.findByText(/^0:[1-9]/);
    await waitFor(() => expect(centers.at(-1)).toMatchObject({ open: true }));
    const settled = centers.at(-1);
    await userEvent.setup().click(screen.getByRole('button', { name: /^0:/ }));
    await screen.findByText(/^1:/);
    expect(centers.at(-1)).toBe(settled);
  });
});
