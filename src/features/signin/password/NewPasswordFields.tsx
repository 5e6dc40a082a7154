import type { FieldValues, Path } from 'react-hook-form';
import { PasswordField } from '../../../../design-system';
import type { FieldBinder } from '../../../scaffold/form/fieldBinder';

export interface NewPasswordFieldsProps<V extends FieldValues> {
  field: FieldBinder<V>;
  newLabel: string;
  confirmLabel: string;
}

/** New password and its confirmation: the shared half of the change-password and reset-password forms. */
export function NewPasswordFields<V extends FieldValues>({
  field,
  newLabel,
  confirmLabel,
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <PasswordField
        label={newLabel}
        required
        autoComplete="new-password"
        {...field('newPassword' as Path<V>)}
      />
      <PasswordField
        label={confirmLabel}
        required
        autoComplete="new-password"
        {...field('confirmPassword' as Path<V>)}
      />
    </>
  );
}
