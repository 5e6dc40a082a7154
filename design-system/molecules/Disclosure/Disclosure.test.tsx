import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('is a button that says whether its content is shown, and shows it when pressed', async () => {
    const onOpenChange = vi.fn();
    renderDs(
      <Disclosure summary="Change history (2 changes)" onOpenChange={onOpenChange}>
        <p>Olivia Owner changed the amount</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Change history (2 changes)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Olivia Owner changed the amount')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(await screen.findByText('Olivia Owner changed the amount')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('opens and closes from the keyboard, and keeps its content mounted once shown', async () => {
    renderDs(
      <Disclosure summary="Details" defaultOpen>
        <input aria-label="Note" />
      </Disclosure>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    const button = screen.getByRole('button', { name: 'Details' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  });
});
