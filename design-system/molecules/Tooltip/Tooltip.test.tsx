import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on focus, describes its trigger and closes with Escape', async () => {
    renderDs(
      <Tooltip content="Eight characters or more" openDelay={0}>
        <Button>Password rules</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Password rules' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Eight characters or more');
    expect(trigger).toHaveAccessibleDescription('Eight characters or more');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover after its delay', async () => {
    renderDs(
      <Tooltip content="Refresh the list" openDelay={10}>
        <Button icon="refresh">Refresh</Button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the list');
  });
});
