import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldValues, Path, PathValue, RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { CountryCode } from 'libphonenumber-js/core';
import { formatPhone } from '../../domain/phone';

type AsTyped = typeof import('../../domain/phoneAsTyped').formatPhoneAsTyped;
let asTyped: AsTyped | null = null;
let loading: Promise<unknown> | null = null;

/**
 * The as-you-type formatter (most of the phone library's code) loads beside the form, not with its
 * screen (ARCHITECTURE.md "Budgets"): until it is here a digit is left as typed, and the next one,
 * or leaving the field, shapes the whole number. Its promise says when it is here (a test types once
 * it is).
 */
export function phoneFormatterLoaded(): Promise<unknown> {
  loading ??= import('../../domain/phoneAsTyped')
    .then((m) => {
      asTyped = m.formatPhoneAsTyped;
    })
    .catch(() => {
      loading = null;
    });
  return loading;
}

/**
 * The options of a phone field, by the country its numbers belong to (src/domain/phone.ts):
 * `{...field('Phone', phoneField(form, 'Phone', country))}`. As digits are typed at the end of the
 * field the number takes the country's shape ("02079" → "020 79" in the UK, "+1207" → "+1 207");
 * deleting, typing a separator or an extension's letters, or typing inside the number is left alone
 * (a separator deleted is not put back under the caret); leaving the field writes the number whole
 * as it is kept ((207) 555-0142, " ext. 12").
 */
export function phoneField<V extends FieldValues>(
  form: UseFormReturn<V>,
  name: Path<V>,
  country: CountryCode,
): RegisterOptions<V> {
  void phoneFormatterLoaded();
  const set = (value: string) =>
    form.setValue(name, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true });
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const kind = (event.nativeEvent as InputEvent | undefined)?.inputType ?? '';
      // shaped only as a digit is added at the end: a separator, a letter (an extension), a deletion or
      // an edit inside the number is left as typed
      if (kind.startsWith('delete') || !/\d$/.test(input.value)) return;
      if (input.selectionStart !== null && input.selectionStart < input.value.length) return;
      if (!asTyped) return;
      const shaped = asTyped(input.value, country);
      if (shaped !== input.value) set(shaped);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const whole = formatPhone(event.target.value, country);
      if (whole !== event.target.value) set(whole);
    },
  };
}
