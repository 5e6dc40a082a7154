import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { useT } from '../../../i18n/IntlProvider';

/** What a design-system field (TextField, PasswordField…) takes from the form: one spread. */
export interface BoundField extends Omit<UseFormRegisterReturn, 'disabled'> {
  invalid: boolean;
  /** The broken rule's text (the schema's message key, translated). */
  errorText?: string;
  disabled?: boolean;
  /** A form field keeps its message line: an error appearing or leaving moves nothing below it. */
  reserveMessageLine: true;
}

export type FieldBinder<V extends FieldValues> = (name: Path<V>, options?: RegisterOptions<V>) => BoundField;

/** The first error message of a field, however deep its name (`address.zip`). */
function errorMessageOf(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The field binder: a field of a form screen or form dialog is one line,
 * `<TextField label={t('…')} {...field('name')} />` — registered with react-hook-form, its error
 * (a catalogue key from the domain's yup schema, or from the server) translated, and disabled in
 * read-only mode. Its message line is reserved (`reserveMessageLine`): the error takes the room kept
 * under the field, so a tap on the control below is never lost to an error appearing.
 */
export function useFieldBinder<V extends FieldValues>(
  form: UseFormReturn<V>,
  options: { readOnly?: boolean } = {},
): FieldBinder<V> {
  const { tData } = useT();
  const { errors } = form.formState;
  return (name, registerOptions) => {
    const message = errorMessageOf(errors, name);
    const { disabled: _disabled, ...registered } = form.register(name, registerOptions);
    return {
      ...registered,
      invalid: !!message,
      errorText: message ? tData(message) : undefined,
      disabled: options.readOnly || undefined,
      reserveMessageLine: true,
    };
  };
}
