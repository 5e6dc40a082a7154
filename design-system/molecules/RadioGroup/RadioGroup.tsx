import {
  RadioGroupItem,
  RadioGroupItemControl,
  RadioGroupItemHiddenInput,
  RadioGroupItemText,
  RadioGroupLabel,
  RadioGroupRoot,
} from '@ark-ui/react/radio-group';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** Vertical by default; horizontal options wrap on narrow screens. */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  name?: string;
}

/** A group of radio buttons (Ark RadioGroup): arrow keys move and select within the group. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  disabled,
  invalid,
  required,
  name,
}: RadioGroupProps) {
  return (
    <RadioGroupRoot
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        if (details.value !== null) onValueChange?.(details.value);
      }}
      orientation={orientation}
      disabled={disabled}
      invalid={invalid}
      required={required}
      name={name}
      className={styles.root}
    >
      <RadioGroupLabel className={styles.label}>{label}</RadioGroupLabel>
      <div className={styles.items} data-orientation={orientation}>
        {options.map((option) => (
          <RadioGroupItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.item}
          >
            <RadioGroupItemControl className={styles.control} />
            <RadioGroupItemText className={styles.text}>{option.label}</RadioGroupItemText>
            <RadioGroupItemHiddenInput />
          </RadioGroupItem>
        ))}
      </div>
    </RadioGroupRoot>
  );
}
