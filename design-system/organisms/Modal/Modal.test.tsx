import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Modal, type ModalProps } from './Modal';
import { listening } from '../../../test/layer';

function Example(props: Partial<ModalProps> & { onMain?: () => void; onDismissed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Session ends soon"
      description="Your session ends in 4:59."
      onDismiss={() => {
        props.onDismissed?.();
        setOpen(false);
      }}
      actions={[
        { label: 'Log out', onClick: () => setOpen(false) },
        { label: 'Stay signed in', onClick: props.onMain },
      ]}
      {...props}
    />
  );
}

describe('Modal', () => {
  it('renders nothing until it first opens, then opens with the focus in it and stays to close and give the focus back', async () => {
    const user = userEvent.setup();
    function Later() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal
            open={open}
            title="Later"
            onDismiss={() => setOpen(false)}
            actions={[{ label: 'OK', onClick: () => setOpen(false) }]}
          />
        </>
      );
    }
    renderDs(<Later />);
    // no dialog, no portal, no dismissal layer before the first opening
    expect(document.querySelector('[data-scope="dialog"]')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Later' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is a titled, described alert dialog with its actions (the main one last) and passes axe', async () => {
    renderDs(<Example />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Session ends soon' });
    expect(dialog).toHaveAccessibleDescription('Your session ends in 4:59.');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Close', 'Log out', 'Stay signed in']);
    await expectNoAxeViolations(document.body);
  });

  it('runs the main action on Enter and dismisses on Escape, the same in every dialog', async () => {
    const user = userEvent.setup();
    const onMain = vi.fn();
    const onDismissed = vi.fn();
    renderDs(<Example onMain={onMain} onDismissed={onDismissed} />);
    const dialog = await screen.findByRole('alertdialog');
    dialog.focus();
    await user.keyboard('{Enter}');
    expect(onMain).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDismissed).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy, and its other actions wait', async () => {
    const user = userEvent.setup();
    const onDismissed = vi.fn();
    renderDs(
      <Example
        busy
        onDismissed={onDismissed}
        actions={[{ label: 'Cancel' }, { label: 'Save', state: 'loading' }]}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await listening(dialog);
    await user.keyboard('{Escape}');
    expect(onDismissed).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('without onDismiss has no close button and must be answered', async () => {
    renderDs(<Example onDismiss={undefined} />);
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows one modal at a time: a newer one hides the older until it closes', async () => {
    const user = userEvent.setup();
    function Two() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Modal
            open
            role="dialog"
            title="Select a store"
            actions={[{ label: 'Open the other', onClick: () => setSecond(true) }]}
          />
          <Modal
            open={second}
            title="Session ends soon"
            actions={[{ label: 'Stay signed in', onClick: () => setSecond(false) }]}
          />
        </>
      );
    }
    renderDs(<Two />);
    await user.click(await screen.findByRole('button', { name: 'Open the other' }));
    await screen.findByRole('alertdialog', { name: 'Session ends soon' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a store' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await screen.findByRole('dialog', { name: 'Select a store' });
    // the closed one leaves once its exit has run (data-state="closed" until then)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('focuses the action marked autoFocus', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    renderDs(
      <Example
        actions={[
          { label: 'Keep', autoFocus: true },
          { label: 'Delete', variant: 'critical' },
        ]}
      />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
  });
});
