import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Savebar } from './Savebar';

describe('Savebar', () => {
  it('offers Save and Discard with the default labels and passes axe', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onDiscard = vi.fn();
    const { container } = renderDs(<Savebar onSave={onSave} onDiscard={onDiscard} saveState="default" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows the save in progress and announces it', () => {
    renderDs(<Savebar onSave={() => {}} onDiscard={() => {}} saveState="loading" />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(screen.getByText('Saving')).toBeInTheDocument();
  });

  it('takes custom labels, disabled states and submits a form by id', () => {
    renderDs(
      <Savebar
        onDiscard={() => {}}
        saveState="default"
        saveLabel="Publish"
        discardLabel="Cancel"
        saveDisabled
        discardDisabled
        formId="item-form"
      />,
    );
    const save = screen.getByRole('button', { name: 'Publish' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'item-form');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
