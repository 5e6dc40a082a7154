import { FieldInput } from '../TextField/field';
import { type ChangeEvent, forwardRef, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../TextField/fieldParts';
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
 * A labelled file picker (the field parts on the platform's <input type="file">): the browser's own
 * chooser and keyboard path, a 44 px target, the helper and error texts announced with it.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, id, required, disabled, invalid = false, errorText, helperText, onFileChange, ...input },
  ref,
) {
  const ids = useFieldIds(id, 'ff');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFileChange?.(event.target.files?.[0] ?? null);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      invalid={invalid}
      helperText={helperText}
      errorText={errorText}
    >
      {(described) => (
        <FieldInput
          {...input}
          ref={ref}
          type="file"
          onChange={onChange}
          className={styles.input}
          aria-describedby={described}
        />
      )}
    </FieldFrame>
  );
});
