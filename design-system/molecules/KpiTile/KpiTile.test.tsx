import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { KpiTile } from './KpiTile';
import { listening } from '../../../test/layer';

const tile = (
  <KpiTile
    label="Net sales"
    value="$3,965.45"
    comparison={{ label: 'Thu, Nov 13', value: '$3,512.00' }}
    change={{ text: '+12.9%', trend: 'up', tone: 'positive' }}
    definition={{ label: 'About net sales', text: 'Sales less discounts, less refunds.' }}
  />
);

describe('KpiTile', () => {
  it('names a group after its label with the value, the comparison and its change, and passes axe', async () => {
    renderDs(tile);
    const group = screen.getByRole('group', { name: 'Net sales' });
    expect(group).toHaveTextContent('$3,965.45');
    expect(group).toHaveTextContent('Thu, Nov 13: $3,512.00');
    expect(group).toHaveTextContent('+12.9%');
    await expectNoAxeViolations(document.body);
  });

  it('opens the definition by tap (click) and closes it with its close button', async () => {
    const user = userEvent.setup();
    renderDs(tile);
    const info = screen.getByRole('button', { name: 'About net sales' });
    await user.click(info);
    const popover = await screen.findByRole('dialog', { name: 'Net sales' });
    expect(popover).toHaveTextContent('Sales less discounts, less refunds.');
    // the popover's own trigger took the plain button's place (loaded on the first press)
    expect(screen.getByRole('button', { name: 'About net sales' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens by keyboard (Enter) and closes with Escape, focus back on the info button', async () => {
    const user = userEvent.setup();
    renderDs(tile);
    await user.tab();
    const info = screen.getByRole('button', { name: 'About net sales' });
    expect(info).toHaveFocus();
    await user.keyboard('{Enter}');
    await listening(await screen.findByRole('dialog', { name: 'Net sales' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'About net sales' })).toHaveFocus());
  });

  it('while loading: a placeholder and the loading label, busy', () => {
    renderDs(<KpiTile label="Tickets" value="" loading />);
    const group = screen.getByRole('group', { name: 'Tickets' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveTextContent('Loading');
  });
});
