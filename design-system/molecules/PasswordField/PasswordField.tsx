import { forwardRef, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { TextFieldBase, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {}

/**
 * A password input with a show/hide toggle. The toggle is a pressed-state button named
 * "Show password" or "Hide password" from the design-system labels.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', disabled, ...props },
  ref,
) {
  const labels = useLabels();
  const [visible, setVisible] = useState(false);
  return (
    <TextFieldBase
      {...props}
      ref={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      end={
        <IconButton
          label={visible ? labels.hidePassword : labels.showPassword}
          icon={visible ? 'eyeOff' : 'eye'}
          size="small"
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
});
