import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryCode } from 'libphonenumber-js/min';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../design-system';
import { renderWithProviders } from '../../../test/renderApp';
import { useFieldBinder } from './fieldBinder';
import { phoneField, phoneFormatterLoaded } from './phoneField';

function PhoneForm({ country }: { country: CountryCode }) {
  const form = useForm<{ Phone: string }>({ defaultValues: { Phone: '' } });
  const field = useFieldBinder(form);
  return (
    <form>
      <TextField label="Phone" type="tel" {...field('Phone', phoneField(form, 'Phone', country))} />
      <output aria-label="dirty">{String(form.formState.isDirty)}</output>
    </form>
  );
}

describe("3-settings §5: a phone field follows its country's numbering plan as it is typed", () => {
  // the formatter loads beside the form: these type once it is here (a digit before it is left as typed)
  beforeEach(() => phoneFormatterLoaded());

  it('in the US: (207) 555-0142 as the digits come, +1 207 555 0142 with the country code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneForm country="US" />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '207555');
    expect(phone).toHaveValue('(207) 555');
    await user.type(phone, '0142');
    expect(phone).toHaveValue('(207) 555-0142');
    expect(screen.getByLabelText('dirty')).toHaveTextContent('true');
    await user.clear(phone);
    await user.type(phone, '+12075550142');
    expect(phone).toHaveValue('+1 207 555 0142');
    await user.tab();
    expect(phone).toHaveValue('+1 207 555 0142');
  });

  it('in the UK: 020 7946 0958', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneForm country="GB" />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '02079460958');
    expect(phone).toHaveValue('020 7946 0958');
  });

  it('a separator deleted stays deleted; an extension is typed as it is, and written whole on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneForm country="US" />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '207');
    expect(phone).toHaveValue('(207)');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(207');
    await user.clear(phone);
    await user.type(phone, '2075550142 x12');
    expect(phone).toHaveValue('(207) 555-0142 x12');
    await user.tab();
    expect(phone).toHaveValue('(207) 555-0142 ext. 12');
  });
});
