import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { SideMenu, type SideMenuSection } from './SideMenu';

const sections: SideMenuSection[] = [
  {
    id: 'mystore',
    label: 'My store',
    icon: 'store',
    items: [
      { id: 'home', label: 'Home', href: '/portal/mystore/home' },
      { id: 'tips', label: 'Tips', href: '/portal/mystore/tips' },
    ],
  },
  {
    id: 'results',
    label: 'Results',
    icon: 'reports',
    items: [
      { id: 'reports', label: 'Reports', href: '/portal/results/reports', active: true },
      { id: 'transactions', label: 'POS transactions', href: '/portal/results/transactions' },
    ],
  },
];

const bottomItems = [
  {
    id: 'help',
    label: 'Help center',
    href: 'https://help.example.com',
    icon: 'help' as const,
    external: true,
  },
  { id: 'settings', label: 'Settings', href: '/portal/settings', icon: 'settings' as const },
];

describe('SideMenu', () => {
  it('a section of one entry is the entry itself; entries stand under their sub-headings', () => {
    renderDs(
      <SideMenu
        label="Main menu"
        sections={[
          {
            id: 'shop',
            label: 'E-commerce',
            icon: 'cart',
            items: [{ id: 'e', label: 'E-commerce', href: '/e' }],
          },
          {
            id: 'results',
            label: 'Results',
            items: [
              { id: 's1', label: 'Sales Summary', href: '/s1', group: 'Sales', active: true },
              { id: 's2', label: 'Item Sales', href: '/s2', group: 'Sales' },
              { id: 'p', label: 'POS Transactions', href: '/p', group: 'Other reports' },
            ],
          },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'E-commerce' })).toHaveAttribute('href', '/e');
    expect(within(nav).queryByRole('button', { name: 'E-commerce' })).toBeNull();
    const sales = within(nav).getByRole('list', { name: 'Sales' });
    expect(
      within(sales)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sales Summary', 'Item Sales']);
    // A sub-heading of one entry is the entry itself.
    expect(within(nav).queryByRole('list', { name: 'Other reports' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'POS Transactions' })).toBeInTheDocument();
  });

  it('is a labelled navigation with the active section expanded, and passes axe', async () => {
    const { container } = renderDs(
      <SideMenu label="Main menu" sections={sections} bottomItems={bottomItems} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Results' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'My store' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'POS transactions' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('expands and collapses sections', async () => {
    const user = userEvent.setup();
    renderDs(<SideMenu label="Main menu" sections={sections} />);
    const myStore = screen.getByRole('button', { name: 'My store' });
    await user.click(myStore);
    expect(myStore).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/portal/mystore/home');
    await user.click(screen.getByRole('button', { name: 'Results' }));
    expect(screen.getByRole('button', { name: 'Results' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull());
  });

  it('calls onNavigate for internal links, lets external ones open a new tab', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    renderDs(
      <SideMenu label="Main menu" sections={sections} bottomItems={bottomItems} onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole('link', { name: 'POS transactions' }));
    expect(onNavigate).toHaveBeenCalledWith('/portal/results/transactions', expect.anything());
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/portal/settings', expect.anything());
    const help = screen.getByRole('link', { name: 'Help center' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('expands the section of a newly active page', async () => {
    const { rerender } = renderDs(<SideMenu label="Main menu" sections={sections} />);
    const moved = sections.map((s) => ({
      ...s,
      items: s.items.map((i) => ({ ...i, active: i.id === 'home' })),
    }));
    rerender(<SideMenu label="Main menu" sections={moved} />);
    expect(screen.getByRole('button', { name: 'My store' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
