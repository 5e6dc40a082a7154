import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Dialog } from './Dialog';
import { listening } from '../../../test/layer';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      >
        <Dialog.Content width="764px">
          <Dialog.CloseButton />
          <Dialog.Title>Select a store</Dialog.Title>
          <Dialog.Description>Pick the store to work in.</Dialog.Description>
          <Dialog.Body>Body text</Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger>
              <Button variant="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button>Continue</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('opens a labelled, described modal dialog that passes axe', async () => {
    const user = userEvent.setup();
    renderDs(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a store' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick the store to work in.');
    await expectNoAxeViolations(document.body);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderDs(<Example onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await listening(await screen.findByRole('dialog'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the labelled close button and with a close trigger', async () => {
    const user = userEvent.setup();
    renderDs(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderDs(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can be an alertdialog that ignores outside clicks', async () => {
    // The modal makes the page inert (pointer-events: none); click it anyway.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderDs(
      <Dialog.Root defaultOpen role="alertdialog" closeOnInteractOutside={false}>
        <Dialog.Content size="small">
          <Dialog.Title>Discard changes?</Dialog.Title>
          <Dialog.Footer>
            <Button>OK</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
  });
});
