import * as yup from 'yup';

/** Every yup message is a catalogue key, so the server and the portal speak the same rules. */
export const ValidationMessages = {
  invalid: 'Validation.Invalid',
  required: 'Validation.Required',
  type: 'Validation.Type',
  max: 'Validation.MaxLength',
  min: 'Validation.MinLength',
  email: 'Validation.Email',
  number: 'Validation.Number',
} as const;

yup.setLocale({
  mixed: {
    default: ValidationMessages.invalid,
    required: ValidationMessages.required,
    notType: ValidationMessages.type,
  },
  string: { max: ValidationMessages.max, min: ValidationMessages.min, email: ValidationMessages.email },
  number: {
    min: ValidationMessages.number,
    max: ValidationMessages.number,
    integer: ValidationMessages.number,
  },
});

export { yup };
