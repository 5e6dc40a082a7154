import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useContext,
  useId,
} from 'react';

/**
 * A labelled field's parts, tied together by their ids: the label to its control, the control to its
 * state (aria-invalid, required, disabled, read-only) and the texts under it. The parts and data
 * attributes of Ark UI's Field (data-scope="field", data-part, data-invalid…), the styles select on
 * them, in a few lines: the login page's fields load without Ark's field machinery (its JavaScript
 * budget, ARCHITECTURE.md "Budgets"). The control's aria-describedby is the field frame's to give.
 */
interface FieldState {
  /** the control's id, which the label names */
  id: string;
  helperTextId: string;
  errorTextId: string;
  disabled: boolean;
  invalid: boolean;
  readOnly: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

function useField(): FieldState {
  const field = useContext(FieldContext);
  if (!field) throw new Error('A field part is used outside its FieldRoot');
  return field;
}

/** `data-x=""` when on, absent when off (as Ark writes its state). */
const on = (value: boolean) => (value ? '' : undefined);

export interface FieldRootProps extends HTMLAttributes<HTMLDivElement> {
  /** The control's id (one of its own by default). */
  id?: string;
  ids?: { helperText?: string; errorText?: string };
  disabled?: boolean;
  invalid?: boolean;
  readOnly?: boolean;
  required?: boolean;
  children?: ReactNode;
}

export function FieldRoot({
  id,
  ids,
  disabled = false,
  invalid = false,
  readOnly = false,
  required = false,
  children,
  ...rest
}: FieldRootProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const state: FieldState = {
    id: controlId,
    helperTextId: ids?.helperText ?? `${controlId}-helper`,
    errorTextId: ids?.errorText ?? `${controlId}-error`,
    disabled,
    invalid,
    readOnly,
    required,
  };
  return (
    <FieldContext.Provider value={state}>
      <div
        {...rest}
        data-scope="field"
        data-part="root"
        data-disabled={on(disabled)}
        data-invalid={on(invalid)}
        data-readonly={on(readOnly)}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldLabel(props: LabelHTMLAttributes<HTMLLabelElement>) {
  const field = useField();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor names the field's control
    <label
      htmlFor={field.id}
      data-scope="field"
      data-part="label"
      data-disabled={on(field.disabled)}
      data-invalid={on(field.invalid)}
      data-readonly={on(field.readOnly)}
      data-required={on(field.required)}
      {...props}
    />
  );
}

/** What a control takes of its field's state. */
function controlProps(field: FieldState, part: 'input' | 'select') {
  return {
    id: field.id,
    'data-scope': 'field',
    'data-part': part,
    'aria-invalid': field.invalid || undefined,
    'data-invalid': on(field.invalid),
    'data-required': on(field.required),
    'data-readonly': on(field.readOnly),
    required: field.required,
    disabled: field.disabled,
  };
}

export const FieldInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function FieldInput(props, ref) {
    const field = useField();
    return <input ref={ref} {...controlProps(field, 'input')} readOnly={field.readOnly} {...props} />;
  },
);

export const FieldSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function FieldSelect(props, ref) {
    const field = useField();
    return <select ref={ref} {...controlProps(field, 'select')} {...props} />;
  },
);

export function FieldHelperText(props: HTMLAttributes<HTMLSpanElement>) {
  const field = useField();
  return (
    <span
      id={field.helperTextId}
      data-scope="field"
      data-part="helper-text"
      data-disabled={on(field.disabled)}
      {...props}
    />
  );
}

/** The field's error, shown while the field is invalid and announced as it comes. */
export function FieldErrorText(props: HTMLAttributes<HTMLSpanElement>) {
  const field = useField();
  if (!field.invalid) return null;
  return (
    <span id={field.errorTextId} data-scope="field" data-part="error-text" aria-live="polite" {...props} />
  );
}
