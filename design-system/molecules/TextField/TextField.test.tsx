import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and reports changes', async () => {
    const onChange = vi.fn();
    renderDs(<TextField label="Store name" name="storeName" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Store name' });
    await userEvent.type(input, 'Main');
    expect(input).toHaveValue('Main');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(input).toHaveAttribute('name', 'storeName');
  });

  it('marks required fields with an asterisk and a spoken word', () => {
    renderDs(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email required' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('is described by its helper text, and by its error when invalid', () => {
    const { rerender } = renderDs(<TextField label="Code" helperText="Four digits" errorText="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Four digits');
    expect(input).not.toBeInvalid();
    expect(screen.queryByText('Too short')).toBeNull();
    rerender(<TextField label="Code" helperText="Four digits" errorText="Too short" invalid />);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Four digits Too short');
  });

  it('can be disabled or read-only', () => {
    renderDs(
      <>
        <TextField label="A" disabled defaultValue="x" />
        <TextField label="B" readOnly value="y" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAttribute('readonly');
  });

  it('uses the given id and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderDs(<TextField label="Phone" id="phone" type="tel" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(ref.current).toBe(input);
  });

  it("works with react-hook-form's register", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: 'Old' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField label="Name" {...register('name')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderDs(<Form />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Old');
    await userEvent.clear(input);
    await userEvent.type(input, 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'New' });
  });

  it("with its message line reserved, the line is there before the error, and the error takes the helper text's place in it", () => {
    const { rerender } = renderDs(
      <TextField label="Threshold" helperText="1 to 25 percent" reserveMessageLine />,
    );
    const input = screen.getByRole('textbox', { name: 'Threshold' });
    const line = input
      .closest('[data-scope="field"][data-part="root"]')
      ?.querySelector('[data-message-line]');
    expect(line).not.toBeNull();
    expect(line).toHaveTextContent('1 to 25 percent');
    expect(input).toHaveAccessibleDescription('1 to 25 percent');
    rerender(
      <TextField
        label="Threshold"
        helperText="1 to 25 percent"
        reserveMessageLine
        invalid
        errorText="Enter 1 to 25"
      />,
    );
    // the same box holds the error (over the hidden helper text): nothing below the field moves
    expect(line?.isConnected).toBe(true);
    expect(line).toHaveTextContent('Enter 1 to 25');
    expect(input).toHaveAccessibleDescription('Enter 1 to 25');
    rerender(<TextField label="Threshold" reserveMessageLine />);
    expect(line?.isConnected).toBe(true);
    expect(line).toBeEmptyDOMElement();
  });
});
