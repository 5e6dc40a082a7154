import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import messages from '../../../i18n/en-US.json';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import { signIn as signInAs } from '../../features/selection/shared/testSession';
import { listening } from '../../../test/layer';
import type { TestServer } from '../../../test/server';
import { wideScreen } from '../../../test/wideScreen';
import { accountApi } from '../../api/account';
import { http } from '../../api/http';
import { emitStoreChanged } from '../../features/selection/shared/events';
import { readShowUpdatePayment, setShowUpdatePayment } from '../../api/updatePaymentFlag';
import { FRAME_MESSAGE_SOURCE } from '../../lib/frameMessages';
import { PortalShell } from './PortalShell';

const text = messages as Record<string, string>;

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());

beforeEach(() => {
  wideScreen();
});

/** Signs in as the login screen leaves it (Remember me on); the notifications seen (their own tests below). */
const signIn = (username: string) =>
  signInAs(server, username, { rememberMe: true, notificationsSeen: true });

function renderShell(path: string) {
  return renderWithProviders(
    <Route path="/Portal/NewIndex" nest>
      <PortalShell />
    </Route>,
    { path: `/Portal/NewIndex${path}` },
  );
}

async function sideMenu() {
  return screen.findByRole('navigation', { name: text['Shell.SideMenu'] }, { timeout: 10_000 });
}

/** The top level of the side menu: section buttons, and the links of one-entry sections, in order. */
const sectionNames = (nav: HTMLElement) =>
  [...within(nav).getAllByRole('list')[0].querySelectorAll(':scope > li > button, :scope > li > a')].map(
    (b) => b.textContent?.trim(),
  );

async function expand(nav: HTMLElement, section: string) {
  const button = within(nav).getByRole('button', { name: section });
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
  // The section's links show once the collapsible has run its opening (a frame later under load).
  await within(nav).findByRole('group', { name: section });
  return button;
}

/**
 * Opens the user menu and reads its items. The menu's popup loads at the first press (its own
 * module): under a loaded machine its first import takes seconds, so the items are awaited as long as
 * the other first reads are.
 */
async function userMenuItems(name: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
  const items = await screen.findAllByRole('menuitem', {}, { timeout: 10_000 });
  const labels = items.map((i) => i.textContent?.trim());
  await listening(screen.getByRole('menu'));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return labels;
}

describe('the portal shell against the real server', () => {
  it('owner: every section in the spec order, the bottom items and the full user menu', async () => {
    await signIn('owner');
    renderShell('/account/overview');
    const nav = await sideMenu();
    expect(sectionNames(nav)).toEqual([
      'My Store',
      'Results',
      'Inventory',
      'Customers',
      'Employees',
      'E-commerce',
      'Online Ordering',
      'Settings',
      'My Account',
    ]);
    const bottom = within(nav)
      .getAllByRole('link')
      .filter((a) => ['Settings', 'Help Center', 'Pilot Program'].includes(a.textContent?.trim() ?? ''));
    expect(bottom.map((a) => a.textContent?.trim())).toEqual(['Settings', 'Help Center', 'Pilot Program']);
    // (the notifications entry comes with the list)
    await waitFor(
      async () =>
        expect(await userMenuItems('Olivia Owner')).toEqual([
          'My Account',
          'Notifications (1)',
          'Change Password',
          'Buy Hardware',
          'Register Hardware',
          'Customer Care',
          'Logout',
        ]),
      { timeout: 15_000 },
    );
    // a company user picks no merchant; the store button shows with several stores
    expect(screen.queryByRole('button', { name: /Change merchant/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change store/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: text['Route.account.overview'] }),
    ).toBeInTheDocument();
  });

  it("the user menu's Notifications entry (with the count) opens the session's list again", async () => {
    await signIn('owner');
    renderShell('/account/overview');
    await sideMenu();
    // The session has seen them (signIn): the modal does not open by itself.
    await waitFor(async () => expect(await userMenuItems('Olivia Owner')).toContain('Notifications (1)'), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Olivia Owner/ }));
    await screen.findByRole('menuitem', { name: 'Notifications (1)' });
    // by keyboard (jsdom has no layout for Ark's pointer selection): typeahead, then Enter
    await userEvent.keyboard('n');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Notifications (1)' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });

  it("the header's store button names a deactivated or suspended store with the selection's badge", async () => {
    await signIn('owner');
    // The session's store is closed while it works there (owner may not pick it; it can still happen).
    // (this browser session's row: the one whose csrf token the portal holds)
    await server.db.query('update sessions set store_id = 2004 where csrf_token = $1', [
      localStorage.getItem('csrfToken'),
    ]);
    renderShell('/account/overview');
    await sideMenu();
    const button = await screen.findByRole('button', {
      name: 'Change store (current: Harbor Seaside, Suspended)',
    });
    expect(button).toHaveTextContent('Harbor Seaside');
    expect(button).toHaveTextContent('Suspended');
  });

  it('bankowner: the bank-hidden items are absent', async () => {
    await signIn('bankowner');
    renderShell('/account/overview');
    const nav = await sideMenu();
    await expand(nav, 'My Account');
    for (const hidden of [
      'Route.account.myintegrations',
      'Route.account.mybills',
      'Route.account.purchasetermsandconditions',
    ]) {
      expect(within(nav).queryByRole('link', { name: text[hidden] })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: text['Route.account.mystores'] })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Pilot Program' })).not.toBeInTheDocument();
    const items = await userMenuItems('Bea Banker');
    expect(items).not.toContain('Register Hardware');
    expect(items).not.toContain('Customer Care');
    expect(items).toContain('Buy Hardware');
    // the bank brand is marked on <html>
    await waitFor(() => expect(document.documentElement.getAttribute('data-brand')).toBe('bank'));
    expect(screen.getByRole('img', { name: text['Brand.BankLogoAlt'] })).toBeInTheDocument();
  });

  it('marketowner (product mode 2): the section is called Menu and time clock is absent', async () => {
    await signIn('marketowner');
    renderShell('/account/overview');
    const nav = await sideMenu();
    expect(sectionNames(nav)).toContain('Menu');
    expect(sectionNames(nav)).not.toContain('Inventory');
    await expand(nav, 'Employees');
    expect(
      within(nav).queryByRole('link', { name: text['Route.employees.timeClock'] }),
    ).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: text['Route.employees.breaks'] })).toBeInTheDocument();
    expect(await userMenuItems('Mina Market')).not.toContain('Register Hardware');
  });

  it('manager (a store user): no admin entries, and a route it may not see says so under its title', async () => {
    await signIn('manager');
    renderShell('/employees/userroles');
    const nav = await sideMenu();
    expect(
      await screen.findByRole('heading', { level: 1, name: text['Route.employees.userroles'] }),
    ).toBeInTheDocument();
    expect(screen.getByText(text['Access.NotAvailableTitle'])).toBeInTheDocument();
    expect(screen.queryByTitle(text['Route.employees.userroles'])).not.toBeInTheDocument();
    await expand(nav, 'Employees');
    expect(
      within(nav).queryByRole('link', { name: text['Route.employees.userroles'] }),
    ).not.toBeInTheDocument();
    await expand(nav, 'Online Ordering');
    expect(
      within(nav).getByRole('link', { name: text['Route.onlineordering.ordermanager'] }),
    ).toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: text['Route.onlineordering.tipping'] }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change merchant/ })).not.toBeInTheDocument();
    const items = await userMenuItems('Marco Manager');
    expect(items).not.toContain('Support Tools');
    expect(items).toContain('Logout');
  });

  it('a merchant admin gets the merchant button, which opens the merchant selection', async () => {
    await signIn('madmin');
    renderShell('/account/overview');
    await sideMenu();
    await userEvent.click(screen.getByRole('button', { name: /Change merchant/ }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('my store shows its tabs, activity summary selected, with its native figures', async () => {
    await signIn('owner');
    renderShell('/mystore');
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 });
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Activity Summary',
      'Sales Dashboard',
      'Customer Dashboard',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('group', { name: 'Net sales' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTitle('Activity Summary')).toBeNull();
  });

  it("the show-update-payment flag opens My Bills, once: at the portal's start and after a store change", async () => {
    await signIn('duesoon');
    setShowUpdatePayment();
    const { location } = renderShell('/mystore');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mybills'), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bills' })).toBeInTheDocument();
    expect(readShowUpdatePayment()).toBe(false);
    // the past-due modal of a store switch inside the portal sets it before the store is saved
    await userEvent.click(await screen.findByRole('link', { name: 'My Store' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/mystore'));
    setShowUpdatePayment();
    act(() => emitStoreChanged({ merchantId: 1001, storeId: 2006, via: 'store' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mybills'));
    expect(readShowUpdatePayment()).toBe(false);
  });

  it('the flag of a session that may not see My Bills (the bank) is just cleared', async () => {
    await signIn('bankowner');
    setShowUpdatePayment();
    const { location } = renderShell('/mystore');
    await sideMenu();
    await waitFor(() => expect(readShowUpdatePayment()).toBe(false));
    expect(location.history?.at(-1)).toBe('/Portal/NewIndex/mystore');
  });

  it('a 401 from any call ends the portal session and goes to the login page', async () => {
    await signIn('marketowner');
    const { location } = renderShell('/account/overview');
    await sideMenu();
    await accountApi.logOff();
    await act(async () => {
      await http.get('Portal/GetPortalData').catch(() => undefined);
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem('csrfToken')).toBeNull();
  });
});

describe('1-foundation §2: the customers e-mail route in its bulk, welcome and miss-you variants', () => {
  const frameOf = async (variant: string) =>
    (await screen.findByTitle(
      `${text['Route.customers.email']}: ${text[`RouteVariant.customers.email.${variant}`]}`,
    )) as HTMLIFrameElement;

  it('a direct link (?variant=) shows its variant; the tabs switch it and the address follows', async () => {
    await signIn('owner');
    const { location } = renderShell('/customers/email?variant=welcome');
    await sideMenu();
    const tabs = screen.getByRole('tablist', { name: `${text['Route.customers.email']} variants` });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Bulk E-mail', 'Welcome E-mail', 'Miss-You E-mail']);
    expect(within(tabs).getByRole('tab', { name: 'Welcome E-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect((await frameOf('welcome')).getAttribute('src')).toBe('/Legacy/customers/email?variant=welcome');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Miss-You E-mail' }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/Portal/NewIndex/customers/email?variant=missyou'),
    );
    expect((await frameOf('missyou')).getAttribute('src')).toBe('/Legacy/customers/email?variant=missyou');
  });

  it('without a choice it is bulk, and the address says so', async () => {
    await signIn('owner');
    const { location } = renderShell('/customers/email');
    await sideMenu();
    expect((await frameOf('bulk')).getAttribute('src')).toBe('/Legacy/customers/email?variant=bulk');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/Portal/NewIndex/customers/email?variant=bulk'),
    );
  });

  it('the navigation state chooses the variant (over the address), and the address follows it', async () => {
    await signIn('owner');
    window.history.replaceState({ variant: 'missyou' }, '');
    try {
      const { location } = renderShell('/customers/email?variant=welcome');
      await sideMenu();
      expect((await frameOf('missyou')).getAttribute('src')).toBe('/Legacy/customers/email?variant=missyou');
      await waitFor(() =>
        expect(location.history?.at(-1)).toBe('/Portal/NewIndex/customers/email?variant=missyou'),
      );
    } finally {
      window.history.replaceState(null, '');
    }
  });
});

describe('frame messages', () => {
  const post = (frame: HTMLIFrameElement, data: unknown, origin: string) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
    });

  it('are ignored from another origin and obeyed from the portal origin', async () => {
    await signIn('marketowner');
    const { location } = renderShell('/account/mystores');
    await sideMenu();
    const frame = (await screen.findByTitle(text['Route.account.mystores'])) as HTMLIFrameElement;
    const mask = { source: FRAME_MESSAGE_SOURCE, type: 'modalMask', on: true };

    await post(frame, mask, 'http://evil.example');
    expect(screen.queryByTestId('frame-mask')).not.toBeInTheDocument();

    await post(frame, mask, window.location.origin);
    expect(screen.getByTestId('frame-mask')).toBeInTheDocument();
    await post(frame, { source: FRAME_MESSAGE_SOURCE, type: 'hideAllMasks' }, window.location.origin);
    expect(screen.queryByTestId('frame-mask')).not.toBeInTheDocument();

    // a redirect outside the route table is ignored; one inside navigates within the portal
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'redirect', path: '/nowhere' },
      window.location.origin,
    );
    expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mystores');
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'redirect', path: '/account/mydevices' },
      'http://evil.example',
    );
    expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mystores');
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'redirect', path: '/account/mydevices' },
      window.location.origin,
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mydevices'));
  });

  it('show the message text as a toast (a message has no id of its own)', async () => {
    await signIn('marketowner');
    renderShell('/account/mystores');
    await sideMenu();
    const frame = (await screen.findByTitle(text['Route.account.mystores'])) as HTMLIFrameElement;
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'message', text: 'Settings saved', tone: 'success' },
      window.location.origin,
    );
    expect(await screen.findByRole('status', { name: text['Legacy.MessageTitle'] })).toHaveTextContent(
      'Settings saved',
    );
  });

  it('show the loading spinner while the page says it is loading', async () => {
    await signIn('marketowner');
    renderShell('/account/mystores');
    await sideMenu();
    const frame = (await screen.findByTitle(text['Route.account.mystores'])) as HTMLIFrameElement;
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'loading', loading: false },
      window.location.origin,
    );
    expect(screen.queryByRole('status', { name: text['Legacy.Loading'] })).not.toBeInTheDocument();
    await post(
      frame,
      { source: FRAME_MESSAGE_SOURCE, type: 'loading', loading: true },
      window.location.origin,
    );
    expect(screen.getByText(text['Legacy.Loading'])).toBeInTheDocument();
  });
});
