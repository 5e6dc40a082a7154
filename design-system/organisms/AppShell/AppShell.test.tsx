import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Header } from '../Header/Header';
import { SideMenu, type SideMenuSection } from '../SideMenu/SideMenu';
import { AppShell } from './AppShell';
import { listening } from '../../../test/layer';

const sections: SideMenuSection[] = [
  {
    id: 'results',
    label: 'Results',
    items: [
      { id: 'reports', label: 'Reports', href: '/portal/results/reports', active: true },
      { id: 'shifts', label: 'Labor shifts', href: '/portal/results/shifts' },
    ],
  },
];

function Shell() {
  const [open, setOpen] = useState(false);
  return (
    <AppShell
      header={
        <Header
          title="Results"
          onMenuClick={() => setOpen(true)}
          menuOpen={open}
          menuControlsId="side-menu"
        />
      }
      sideMenu={
        <SideMenu
          id="side-menu"
          label="Main menu"
          sections={sections}
          onNavigate={(_href, event) => event.preventDefault()}
        />
      }
      drawerOpen={open}
      onDrawerOpenChange={setOpen}
      drawerLabel="Main menu"
      skipLinkLabel="Skip to content"
    >
      <h1>Reports</h1>
    </AppShell>
  );
}

/** A matchMedia where the large breakpoint matches (a desktop) or not. */
function mockViewport(large: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: large && query.includes('min-width: 1024px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppShell', () => {
  it('has a banner, a main landmark and a skip link to it, and passes axe', async () => {
    const { container } = renderDs(<Shell />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Reports');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
    await expectNoAxeViolations(container);
  });

  it('below the large breakpoint, the side menu is a drawer opened by the hamburger', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    renderDs(<Shell />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    await expectNoAxeViolations(document.body);
    await listening(drawer);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer on navigation and with its close button', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    renderDs(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Labor shifts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('from the large breakpoint, the side menu is permanent', async () => {
    mockViewport(true);
    const { container } = renderDs(<Shell />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
