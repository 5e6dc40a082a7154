import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { listening } from '../../../test/layer';
import { renderDs } from '../../../test/DsWrapper';
import { Menu, type MenuItem } from './Menu';

function items(onSelect: (id: string) => void): MenuItem[] {
  return [
    { id: 'account', label: 'My Account', icon: 'user', onSelect: () => onSelect('account') },
    { id: 'password', label: 'Change Password', icon: 'lock', onSelect: () => onSelect('password') },
    { id: 'hardware', label: 'Buy Hardware', onSelect: () => onSelect('hardware'), hidden: true },
    { id: 'logout', label: 'Logout', icon: 'logout', onSelect: () => onSelect('logout') },
  ];
}

describe('Menu', () => {
  it('opens with ArrowDown too, and the menu has the focus', async () => {
    const user = userEvent.setup();
    renderDs(<Menu label="Alex Martin" icon="user" items={items(() => {})} />);
    screen.getByRole('button', { name: 'Alex Martin' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await listening(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alex Martin' })).toHaveFocus());
  });

  it('is a menu button whose menu lists the visible items, and passes axe', async () => {
    const user = userEvent.setup();
    renderDs(<Menu label="Alex Martin" icon="user" items={items(() => {})} />);
    const trigger = screen.getByRole('button', { name: 'Alex Martin' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    // the menu's own trigger took the plain button's place (Menu.tsx loads the menu on first use)
    expect(screen.getByRole('button', { name: 'Alex Martin' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'My Account',
      'Change Password',
      'Logout',
    ]);
    expect(menu).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('selects with the keyboard and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderDs(<Menu label="Alex Martin" icon="user" items={items(onSelect)} />);
    screen.getByRole('button', { name: 'Alex Martin' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // the keys go to the menu once it has the focus (a loaded machine once pressed ArrowDown before)
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('password');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('selects with a click and closes on Escape', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderDs(<Menu label="Alex Martin" items={items(onSelect)} hideLabelBelow="tablet" />);
    await user.click(screen.getByRole('button', { name: 'Alex Martin' }));
    // Press and release as two steps, as a real click has time between them.
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await user.pointer({ keys: '[MouseLeft>]', target: logout });
    await user.pointer({ keys: '[/MouseLeft]', target: logout });
    expect(onSelect).toHaveBeenCalledWith('logout');
    await user.click(screen.getByRole('button', { name: 'Alex Martin' }));
    await listening(await screen.findByRole('menu'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
