import { type ChangeEvent, forwardRef } from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import { visuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden.css';
import * as styles from './NativeCheckbox.css';

export interface NativeCheckboxProps {
  label: string;
  /** Keeps the label for assistive technology only (a row checkbox in a table). */
  hideLabel?: boolean;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * The platform's own checkbox, drawn as Checkbox: for a plain yes/no on a page that must stay light
 * (the login page's "Remember me"), with no state machine to load. Checkbox (Ark) is the one for
 * forms: indeterminate state, errors, react-hook-form.
 */
export const NativeCheckbox = forwardRef<HTMLInputElement, NativeCheckboxProps>(function NativeCheckbox(
  { label, hideLabel = false, onCheckedChange, onChange, disabled, ...input },
  ref,
) {
  return (
    <label className={[styles.root, disabled ? styles.rootDisabled : undefined].filter(Boolean).join(' ')}>
      <span className={styles.box}>
        <input
          {...input}
          ref={ref}
          type="checkbox"
          disabled={disabled}
          className={styles.input}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span className={styles.mark} aria-hidden="true">
          <Icon name="check" size="small" />
        </span>
      </span>
      <span className={hideLabel ? visuallyHidden : styles.label}>{label}</span>
    </label>
  );
});
