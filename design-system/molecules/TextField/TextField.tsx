import { FieldInput } from './field';
import { type FocusEvent, type ChangeEvent, forwardRef, type ReactNode } from 'react';
import { FieldFrame, type ReservesMessageLine, useFieldIds } from './fieldParts';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'number', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends ReservesMessageLine {
  label: string;
  name?: string;
  value?: string | number;
  defaultValue?: string | number;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: TextFieldType;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  /** Shown (and announced) while `invalid`. */
  errorText?: ReactNode;
  helperText?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  id?: string;
  autoFocus?: boolean;
}

/** Internal: the shared body of TextField, PasswordField and SearchField. */
export interface TextFieldBaseProps extends Omit<TextFieldProps, 'type'> {
  type?: TextFieldType | 'password';
  start?: ReactNode;
  end?: ReactNode;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

export const TextFieldBase = forwardRef<HTMLInputElement, TextFieldBaseProps>(function TextFieldBase(
  {
    label,
    id,
    required,
    disabled,
    readOnly,
    invalid = false,
    errorText,
    helperText,
    reserveMessageLine,
    start,
    end,
    type = 'text',
    ...input
  },
  ref,
) {
  const ids = useFieldIds(id, 'tf');
  const className = [styles.input, start ? styles.withStart : undefined, end ? styles.withEnd : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      helperText={helperText}
      errorText={errorText}
      reserveMessageLine={reserveMessageLine}
    >
      {(described) => (
        <div className={styles.control}>
          {start ? <span className={styles.startAdornment}>{start}</span> : null}
          <FieldInput {...input} ref={ref} type={type} className={className} aria-describedby={described} />
          {end ? <span className={styles.endAdornment}>{end}</span> : null}
        </div>
      )}
    </FieldFrame>
  );
});

/**
 * A labelled text input (the field parts of ./field.tsx). The ref reaches the <input>, so react-hook-form's
 * `{...register('name')}` works as it is.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  return <TextFieldBase {...props} ref={ref} />;
});
