import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Header } from './Header';
import { HeaderButton } from './HeaderButton';

describe('Header', () => {
  it('is a banner with the logo, title, actions and user menu, and passes axe', async () => {
    const { container } = renderDs(
      <Header
        title="Settings"
        logo={<img src="brand/default-logo.svg" alt="Backroom" height={32} />}
        onMenuClick={() => {}}
        actions={<Button variant="soft">Merchant 42</Button>}
        userMenu={<Button variant="ghost">Alex</Button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Settings');
    expect(screen.getByRole('img', { name: 'Backroom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merchant 42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alex' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('has a labelled hamburger that reports the drawer state', async () => {
    const user = userEvent.setup();
    const onMenuClick = vi.fn();
    const { rerender } = renderDs(
      <Header onMenuClick={onMenuClick} menuOpen={false} menuControlsId="side-menu" />,
    );
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    expect(onMenuClick).toHaveBeenCalledTimes(1);
    rerender(<Header onMenuClick={onMenuClick} menuOpen menuControlsId="side-menu" />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-controls', 'side-menu');
  });

  it('has no hamburger without onMenuClick', () => {
    renderDs(<Header title="Menu" />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('a header button shows its text and a status badge; its name says both', async () => {
    const { container } = renderDs(
      <Header
        onMenuClick={() => {}}
        actions={
          <HeaderButton
            icon="store"
            text="* Harbor Airport"
            label="Change store (current: * Harbor Airport, Deactivated)"
            status={{ text: 'Deactivated', tone: 'neutral' }}
            onClick={() => {}}
          />
        }
      />,
    );
    const button = screen.getByRole('button', {
      name: 'Change store (current: * Harbor Airport, Deactivated)',
    });
    expect(button).toHaveTextContent('* Harbor Airport');
    expect(button).toHaveTextContent('Deactivated');
    await expectNoAxeViolations(container);
  });
});
