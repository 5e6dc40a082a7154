import { type ChangeEvent, forwardRef, useCallback, useLayoutEffect, useRef } from 'react';
import { visuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden.css';
import * as styles from './NativeCheckbox.css';

export interface NativeCheckboxProps {
  label: string;
  /** Keeps the label for assistive technology only (a row checkbox in a table). */
  hideLabel?: boolean;
  /** 'indeterminate': some of what it stands for is checked (a table's select-all); a press checks it. */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * The platform's own checkbox, drawn as Checkbox: for a plain yes/no on a page that must stay light
 * (the login page's "Remember me", a table's row and select-all boxes: dozens a page), with no
 * state machine to load. Checkbox (Ark) is the one for forms: errors, react-hook-form.
 */
export const NativeCheckbox = forwardRef<HTMLInputElement, NativeCheckboxProps>(function NativeCheckbox(
  { label, hideLabel = false, checked, onCheckedChange, onChange, disabled, ...input },
  ref,
) {
  const own = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const indeterminate = checked === 'indeterminate';
  // the platform has no attribute for it: the property, set on every render that says it
  useLayoutEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  });
  return (
    <label
      className={[
        styles.root,
        hideLabel ? styles.rootIconOnly : undefined,
        disabled ? styles.rootDisabled : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.box}>
        <input
          {...input}
          ref={setRefs}
          type="checkbox"
          checked={checked === undefined ? undefined : checked === true}
          disabled={disabled}
          className={styles.input}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span className={styles.mark} aria-hidden="true" />
      </span>
      <span className={hideLabel ? visuallyHidden : styles.label}>{label}</span>
    </label>
  );
});
