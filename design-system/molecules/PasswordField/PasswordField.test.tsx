import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DsWrapper, renderDs } from '../../../test/DsWrapper';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    renderDs(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it("in the server's page the toggle is disabled: a press before the script takes over would be lost", () => {
    const html = renderToString(
      <DsWrapper>
        <PasswordField label="Password" />
      </DsWrapper>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button')).toHaveProperty('disabled', true);
  });

  it('shows its error when invalid', () => {
    renderDs(<PasswordField label="Password" invalid errorText="Required" required />);
    const input = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Required');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
  });

  it("works with react-hook-form's register", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ password: string }>();
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <PasswordField label="Password" autoComplete="new-password" {...register('password')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderDs(<Form />);
    await userEvent.type(screen.getByLabelText('Password'), 'pa55');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'pa55' });
  });
});
