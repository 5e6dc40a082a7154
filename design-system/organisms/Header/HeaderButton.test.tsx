import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { HeaderButton } from './HeaderButton';

describe('HeaderButton', () => {
  it('is a button named by its label that opens a dialog, and passes axe', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = renderDs(
      <HeaderButton
        icon="store"
        text="Harbor Downtown"
        label="Change store, current: Harbor Downtown"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Change store, current: Harbor Downtown' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
