import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label and reports boolean changes', async () => {
    const onCheckedChange = vi.fn();
    renderDs(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });

  it('toggles with the keyboard', async () => {
    const onCheckedChange = vi.fn();
    renderDs(<Checkbox label="Active" defaultChecked onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('can hide its label visually and show an indeterminate state', () => {
    renderDs(<Checkbox label="Select all rows" hideLabel checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(box).toBePartiallyChecked();
  });

  it('is described by its error when invalid, and required', () => {
    renderDs(<Checkbox label="Accept terms" required invalid errorText="Please accept" />);
    const box = screen.getByRole('checkbox', { name: /Accept terms/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept');
  });

  it('does not change when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderDs(<Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />);
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await userEvent.click(screen.getByText('Locked'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it("works with react-hook-form's register", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ remember: boolean }>({
        defaultValues: { remember: false },
      });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Checkbox label="Remember me" {...register('remember')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderDs(<Form />);
    await userEvent.click(screen.getByText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ remember: true });
  });
});
