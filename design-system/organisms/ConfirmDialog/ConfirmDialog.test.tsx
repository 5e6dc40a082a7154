import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { listening } from '../../../test/layer';

function Example(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete discount"
      message="The discount will be removed from every store."
      confirmLabel="Delete"
      tone="critical"
      onConfirm={() => setOpen(false)}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with its message, focus on Cancel, and passes axe', async () => {
    // jsdom has no layout: make elements count as visible so the focus trap can focus them.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    renderDs(<Example />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete discount' });
    expect(dialog).toHaveAccessibleDescription('The discount will be removed from every store.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectNoAxeViolations(document.body);
  });

  it('calls onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderDs(<Example onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { unmount } = renderDs(<Example onCancel={onCancel} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    renderDs(<Example onCancel={onCancel} />);
    await listening(await screen.findByRole('alertdialog'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('uses the default OK and Cancel labels and blocks dismissal while confirming', async () => {
    const user = userEvent.setup();
    renderDs(<Example confirmLabel={undefined} tone="neutral" confirmState="loading" />);
    await listening(await screen.findByRole('alertdialog'));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
