import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { TruncatedText } from './TruncatedText';
import { listening } from '../../../test/layer';

describe('TruncatedText', () => {
  it('shows a whole text as it is, without a button', () => {
    renderDs(<TruncatedText shown="Register 1" whole="Register 1" title="Devices" moreLabel="show all" />);
    expect(screen.getByText('Register 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the whole text from the shortened one by keyboard, and closes with Escape', async () => {
    renderDs(
      <TruncatedText
        shown="Register 1, Reg…"
        whole="Register 1, Register 2, Register 3"
        title="Devices of Harbor Downtown"
        moreLabel="show all"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Register 1, Reg…, show all' });
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Devices of Harbor Downtown' });
    expect(popover).toHaveTextContent('Register 1, Register 2, Register 3');
    await expectNoAxeViolations(document.body);
    await listening(popover);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
