import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../design-system';
import { renderWithProviders } from '../../../test/renderApp';
import { phoneField, useFieldBinder } from './fieldBinder';

function PhoneForm() {
  const form = useForm<{ Phone: string }>({ defaultValues: { Phone: '' } });
  const field = useFieldBinder(form);
  return (
    <form>
      <TextField label="Phone" type="tel" {...field('Phone', phoneField(form, 'Phone'))} />
      <output aria-label="dirty">{String(form.formState.isDirty)}</output>
    </form>
  );
}

describe('1-foundation §9, 3-settings §5: a phone field takes the (xxx) xxx-xxxx shape as it is typed', () => {
  it('a whole US number is formatted; a number being typed or a foreign one is left as typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneForm />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '207555012');
    expect(phone).toHaveValue('207555012');
    await user.type(phone, '3');
    expect(phone).toHaveValue('(207) 555-0123');
    expect(screen.getByLabelText('dirty')).toHaveTextContent('true');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    expect(phone).toHaveValue('+44 20 7946 0958');
  });
});
