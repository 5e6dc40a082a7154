import { SwitchControl, SwitchHiddenInput, SwitchLabel, SwitchRoot, SwitchThumb } from '@ark-ui/react/switch';
import { type ChangeEvent, type FocusEvent, forwardRef } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  name?: string;
  /** The native change/blur of the hidden input, as passed by react-hook-form's register(). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  id?: string;
}

/** An on/off switch (Ark Switch), announced as a switch. The ref reaches the hidden native input. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    checked,
    defaultChecked,
    onCheckedChange,
    disabled,
    readOnly,
    invalid,
    name,
    onChange,
    onBlur,
    id,
  },
  ref,
) {
  return (
    <SwitchRoot
      ids={id ? { hiddenInput: id } : undefined}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      name={name}
      // An empty value makes react-hook-form read the switch as a boolean (Ark's default is "on").
      value=""
      className={styles.root}
    >
      <SwitchControl className={styles.control}>
        <SwitchThumb className={styles.thumb} />
      </SwitchControl>
      <SwitchLabel className={styles.label}>{label}</SwitchLabel>
      <SwitchHiddenInput
        ref={ref}
        role="switch"
        className={styles.input}
        onChange={onChange}
        onBlur={onBlur}
      />
    </SwitchRoot>
  );
});
