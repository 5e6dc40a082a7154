import { FieldLabel, FieldRoot, FieldSelect } from '../TextField/field';
import { forwardRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import type { SelectOption } from '../Select/Select';
import { FieldMessages, type ReservesMessageLine, RequiredMark } from '../TextField/fieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectProps extends ReservesMessageLine {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** What react-hook-form's register() passes, with onChange, name and the ref. */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  name?: string;
  /** In a form: the broken rule (shown and announced while `invalid`). */
  invalid?: boolean;
  errorText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Shows the label to assistive technology only (a compact control in a toolbar). */
  hideLabel?: boolean;
  id?: string;
}

/**
 * The platform's own <select> (the field parts for the label): for short fixed lists where a phone's native
 * picker serves best and no popup code needs to load (the login page's language menu).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  {
    label,
    options,
    hideLabel,
    required,
    disabled,
    invalid = false,
    errorText,
    reserveMessageLine,
    ...select
  },
  ref,
) {
  return (
    <FieldRoot className={styles.root} disabled={disabled} required={required} invalid={invalid}>
      <FieldLabel className={hideLabel ? styles.hiddenLabel : fieldStyles.label}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      <span className={styles.control}>
        <FieldSelect ref={ref} className={styles.select} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </FieldSelect>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" size="small" />
        </span>
      </span>
      <FieldMessages errorText={errorText} invalid={invalid} reserveMessageLine={reserveMessageLine} />
    </FieldRoot>
  );
});
