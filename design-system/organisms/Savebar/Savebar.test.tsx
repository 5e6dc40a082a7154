import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Savebar } from './Savebar';

describe('Savebar', () => {
  it('is a named toolbar with Delete, Discard and Save (default labels) and passes axe', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onDiscard = vi.fn();
    const onDelete = vi.fn();
    const { container } = renderDs(
      <Savebar.Root saveState="default" label="Discount">
        <Savebar.Delete onClick={onDelete} />
        <Savebar.Discard onClick={onDiscard} />
        <Savebar.Save onClick={onSave} />
      </Savebar.Root>,
    );
    expect(screen.getByRole('toolbar', { name: 'Discount' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows the save in progress and announces it; Discard and Delete wait', () => {
    renderDs(
      <Savebar.Root saveState="loading" label="Discount">
        <Savebar.Delete />
        <Savebar.Discard />
        <Savebar.Save />
      </Savebar.Root>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByText('Saving')).toBeInTheDocument();
  });

  it('takes custom labels, disabled states and submits a form by id', () => {
    renderDs(
      <Savebar.Root saveState="default" label="Item">
        <Savebar.Discard label="Cancel" disabled />
        <Savebar.Save label="Publish" disabled formId="item-form" />
      </Savebar.Root>,
    );
    const save = screen.getByRole('button', { name: 'Publish' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'item-form');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("says the form's state politely, with its action, and forwards its ref to the bar", async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    const ref = createRef<HTMLDivElement>();
    const { container } = renderDs(
      <Savebar.Root ref={ref} saveState="default" label="Discount">
        <Savebar.Status tone="attention" action={<Button onClick={onShow}>Show them</Button>}>
          Fix the fields in error to save.
        </Savebar.Status>
        <Savebar.Discard />
        <Savebar.Save disabled />
      </Savebar.Root>,
    );
    expect(ref.current).toBe(screen.getByRole('toolbar', { name: 'Discount' }));
    expect(screen.getByRole('status')).toHaveTextContent('Fix the fields in error to save.');
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    expect(onShow).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
