import { forwardRef, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { useHydrated } from '../../lazyPreloadable';
import { TextFieldBase, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {}

/**
 * A password input with a show/hide toggle. The toggle is a pressed-state button named
 * "Show password" or "Hide password" from the design-system labels; in a page the server rendered
 * it is disabled until the script has taken the page over (a press before then did nothing).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', disabled, ...props },
  ref,
) {
  const labels = useLabels();
  const [visible, setVisible] = useState(false);
  // in a page the server rendered, the toggle waits for the script: a press before it would be lost
  const hydrated = useHydrated();
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
          disabled={disabled || !hydrated}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
});
