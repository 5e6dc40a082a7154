import { useId } from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import * as styles from './SwatchPicker.css';

export interface Swatch {
  /** The option's value ('' for "none"). */
  value: string;
  /** Its name, read by assistive technology and shown as a tooltip. */
  label: string;
  /** A CSS colour, or null for "none" (drawn crossed out). */
  color: string | null;
}

export interface SwatchPickerProps {
  /** The group's name (its legend). */
  label: string;
  swatches: readonly Swatch[];
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** The radios' form name (one is made up otherwise). */
  name?: string;
}

/**
 * A choice of colours as a radio group: each swatch a platform radio (arrow keys move and choose,
 * Tab leaves the group) named by its colour, 44 px to touch, the chosen one ringed and checked.
 */
export function SwatchPicker({ label, swatches, value, onValueChange, disabled, name }: SwatchPickerProps) {
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.swatches}>
        {swatches.map((swatch) => (
          <label
            key={swatch.value}
            className={[styles.option, disabled ? styles.optionDisabled : undefined]
              .filter(Boolean)
              .join(' ')}
            title={swatch.label}
          >
            <input
              type="radio"
              className={styles.input}
              name={group}
              value={swatch.value}
              checked={value === swatch.value}
              aria-label={swatch.label}
              onChange={() => onValueChange(swatch.value)}
            />
            <span
              aria-hidden="true"
              className={[styles.chip, swatch.color === null ? styles.none : undefined]
                .filter(Boolean)
                .join(' ')}
              style={swatch.color === null ? undefined : { background: swatch.color }}
            />
            <span className={styles.mark} aria-hidden="true">
              {swatch.color === null ? null : <Icon name="check" size="small" />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
