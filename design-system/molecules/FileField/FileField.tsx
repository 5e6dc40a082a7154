import { FieldHelperText, FieldInput, FieldLabel, FieldRoot } from '@ark-ui/react/field';
import { type ChangeEvent, forwardRef, type ReactNode, useId } from 'react';
import { describedBy, FieldError, RequiredMark } from '../TextField/fieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './FileField.css';

export interface FileFieldProps {
  label: string;
  /** The kinds of file offered in the picker (e.g. ".csv,text/csv"); the content is still checked by whoever reads it. */
  accept?: string;
  /** Called with the chosen file (null when the choice is cleared). */
  onFileChange?: (file: File | null) => void;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Shown (and announced) while `invalid`. */
  errorText?: ReactNode;
  helperText?: ReactNode;
  name?: string;
  id?: string;
}

/**
 * A labelled file picker (Ark Field on the platform's <input type="file">): the browser's own
 * chooser and keyboard path, a 44 px target, the helper and error texts announced with it.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, id, required, disabled, invalid = false, errorText, helperText, onFileChange, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `ff-${generated}`;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFileChange?.(event.target.files?.[0] ?? null);
  return (
    <FieldRoot
      id={inputId}
      ids={{ helperText: helperId, errorText: errorId }}
      required={required}
      disabled={disabled}
      invalid={invalid}
      className={fieldStyles.root}
    >
      <FieldLabel className={fieldStyles.label}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      <FieldInput
        {...input}
        ref={ref}
        type="file"
        onChange={onChange}
        className={styles.input}
        aria-describedby={describedBy(
          helperText ? helperId : undefined,
          invalid && errorText ? errorId : undefined,
        )}
      />
      {helperText ? <FieldHelperText className={fieldStyles.helperText}>{helperText}</FieldHelperText> : null}
      <FieldError>{errorText}</FieldError>
    </FieldRoot>
  );
});
