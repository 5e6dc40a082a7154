import { type ChangeEvent, forwardRef, useId } from 'react';
import * as styles from './CellInput.css';

export interface CellInputProps {
  /** The accessible name: a cell has no label of its own, so name what it edits ("Price of Lemonade"). */
  label: string;
  value: string;
  /** The text as typed (the screen may sanitise it before it keeps it). */
  onChange: (value: string) => void;
  /** Leaving the cell (where a screen normalises what was typed). */
  onBlur?: () => void;
  name?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  placeholder?: string;
  /** Numbers align to the end of the cell. */
  align?: 'start' | 'end';
  invalid?: boolean;
  /** Shown under the input and announced while `invalid`. */
  errorText?: string;
  /** The value differs from the saved one (a stronger border; the screen says how many changed). */
  changed?: boolean;
  disabled?: boolean;
}

/**
 * An editable cell of a DataGrid: a compact text input named by its row (a visually silent label),
 * 44px to touch at every width, with its error under it. The grid's keyboard path leaves keys typed
 * in it alone (the grid only acts on keys pressed on the row itself).
 */
export const CellInput = forwardRef<HTMLInputElement, CellInputProps>(function CellInput(
  { label, value, onChange, onBlur, align = 'start', invalid = false, errorText, changed, ...input },
  ref,
) {
  const errorId = `cell-${useId()}-error`;
  const showError = invalid && !!errorText;
  return (
    <span className={styles.root}>
      <input
        ref={ref}
        type="text"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={showError ? errorId : undefined}
        data-changed={changed || undefined}
        className={[styles.input, align === 'end' && styles.alignEnd, changed && styles.changed]
          .filter(Boolean)
          .join(' ')}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        onBlur={onBlur}
        {...input}
      />
      {showError ? (
        <span id={errorId} className={styles.errorText}>
          {errorText}
        </span>
      ) : null}
    </span>
  );
});
