import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Drawer, type DrawerPlacement } from './Drawer';
import { listening } from '../../../test/layer';

function Example({ placement }: { placement?: DrawerPlacement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer.Root open={open} onOpenChange={setOpen}>
        <Drawer.Content placement={placement} width="320px">
          <Drawer.Header>
            <Drawer.Title>Filters</Drawer.Title>
            <Drawer.CloseButton />
          </Drawer.Header>
          <Drawer.Body>
            <a href="#filters-help">Filter help</a>
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.CloseTrigger>
              <Button>Apply</Button>
            </Drawer.CloseTrigger>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

describe('Drawer', () => {
  it('opens a labelled side sheet that passes axe', async () => {
    const user = userEvent.setup();
    renderDs(<Example placement="right" />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('data-placement', 'right');
    await expectNoAxeViolations(document.body);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderDs(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await listening(await screen.findByRole('dialog'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderDs(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
