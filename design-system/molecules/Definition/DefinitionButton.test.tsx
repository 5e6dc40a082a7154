import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { DefinitionButton } from './DefinitionButton';

describe('DefinitionButton', () => {
  it('is an info button named for the figure; its popover, titled by the term, gives the definition', async () => {
    const user = userEvent.setup();
    renderDs(
      <p>
        Net sales $1,512.35
        <DefinitionButton
          term="Net sales"
          label="About net sales"
          text="Item sales less discounts, less refunds."
        />
      </p>,
    );
    await user.click(screen.getByRole('button', { name: 'About net sales' }));
    const popover = await screen.findByRole('dialog', { name: 'Net sales' });
    expect(popover).toHaveTextContent('Item sales less discounts, less refunds.');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
