import {
  CheckboxControl,
  CheckboxHiddenInput,
  CheckboxIndicator,
  CheckboxLabel,
  CheckboxRoot,
} from '@ark-ui/react/checkbox';
import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import { visuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden.css';
import { RequiredMark } from '../TextField/fieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Checkbox.css';

export type CheckboxCheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: string;
  /** Keeps the label for assistive technology only (a row checkbox in a table). */
  hideLabel?: boolean;
  checked?: CheckboxCheckedState;
  defaultChecked?: CheckboxCheckedState;
  /** The new state; `true` only when checked (an indeterminate box becomes checked on click). */
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  /** The submitted value when checked; without it the box is a boolean (react-hook-form gives true/false). */
  value?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  errorText?: ReactNode;
  required?: boolean;
  /** The native change/blur of the hidden input: what react-hook-form's register() passes. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  id?: string;
}

/**
 * A checkbox (Ark Checkbox). The ref reaches Ark's hidden native checkbox, so
 * `{...register('remember')}` works; for values set from outside (reset, defaultValues) use
 * `checked` with a Controller.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hideLabel = false,
    checked,
    defaultChecked,
    onCheckedChange,
    name,
    value,
    disabled,
    readOnly,
    invalid = false,
    errorText,
    required,
    onChange,
    onBlur,
    id,
  },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `cb-${generated}`;
  const errorId = `${inputId}-error`;
  const showError = invalid && Boolean(errorText);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      assignRef(ref, el);
    },
    [ref],
  );
  const initial = checked ?? defaultChecked;
  // Ark syncs `indeterminate` on the native input on changes only; set it for the first render too.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = initial === 'indeterminate';
  }, [initial]);
  return (
    <div className={styles.wrapper}>
      <CheckboxRoot
        ids={{ hiddenInput: inputId }}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
        name={name}
        // An empty value makes react-hook-form read the box as a boolean (Ark's default is "on").
        value={value ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        invalid={invalid}
        required={required}
        className={[styles.root, hideLabel ? styles.rootIconOnly : undefined].filter(Boolean).join(' ')}
      >
        <CheckboxControl className={styles.control}>
          <CheckboxIndicator className={styles.indicator}>
            <Icon name="check" size="small" />
          </CheckboxIndicator>
          <CheckboxIndicator indeterminate className={styles.indicator}>
            <Icon name="minus" size="small" />
          </CheckboxIndicator>
        </CheckboxControl>
        <CheckboxLabel className={hideLabel ? visuallyHidden : styles.label}>
          {label}
          <RequiredMark required={required} />
        </CheckboxLabel>
        <CheckboxHiddenInput
          ref={setRefs}
          className={styles.input}
          onChange={onChange}
          onBlur={onBlur}
          aria-describedby={showError ? errorId : undefined}
        />
      </CheckboxRoot>
      {showError ? (
        <span id={errorId} className={fieldStyles.errorText}>
          <Icon name="error" size="small" />
          <span>{errorText}</span>
        </span>
      ) : null}
    </div>
  );
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
