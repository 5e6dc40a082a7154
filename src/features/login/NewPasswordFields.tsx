import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../design-system';

export interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
  /** `register('newPassword')` and `register('confirmPassword')` of the caller's form */
  newField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  /** translated errors of the two fields, if any */
  newError?: string;
  confirmError?: string;
}

/** New password and its confirmation: the shared half of the change-password and reset-password forms. */
export function NewPasswordFields(p: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={p.newLabel}
        required
        autoComplete="new-password"
        invalid={!!p.newError}
        errorText={p.newError}
        {...p.newField}
      />
      <PasswordField
        label={p.confirmLabel}
        required
        autoComplete="new-password"
        invalid={!!p.confirmError}
        errorText={p.confirmError}
        {...p.confirmField}
      />
    </>
  );
}
