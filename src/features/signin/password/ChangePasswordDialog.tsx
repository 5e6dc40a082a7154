import { useMemo } from 'react';
import { PasswordField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import { changePasswordSchema } from '../../../domain/password';
import { FormDialog } from '../../../scaffold/form/FormDialog';
import { NewPasswordFields } from './NewPasswordFields';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  /** At login a change is required (the intro says so); from the user menu it is the user's choice. */
  reason: 'required' | 'chosen';
  /** The new password must not contain it (1-foundation.md §5). */
  username: string;
  mutation: { state: MutationState; error: ApiRequestError | null };
  onSubmit: (values: ChangePasswordValues) => void;
  /** Cancel or close before the change (at login: logs off). */
  onCancel: () => void;
  /** After the success message: go on. */
  onContinue: () => void;
}

/**
 * Change password (1-foundation.md §2, §5): old, new and confirm, validated by changePasswordSchema;
 * Save is disabled while the form is invalid; a failure shows the server's Message or ResetFailed,
 * a success the reset-success title and message.
 */
export function ChangePasswordDialog({
  reason,
  username,
  mutation,
  onSubmit,
  onCancel,
  onContinue,
}: ChangePasswordDialogProps) {
  const { t } = useT();
  const schema = useMemo(() => changePasswordSchema(username), [username]);
  return (
    <FormDialog<ChangePasswordValues>
      title={t('ChangePassword.Title')}
      intro={t(reason === 'required' ? 'ChangePassword.Intro' : 'ChangePassword.IntroChosen')}
      schema={schema}
      defaultValues={{ oldPassword: '', newPassword: '', confirmPassword: '' }}
      mutation={mutation}
      onSubmit={onSubmit}
      submitLabel={t('ChangePassword.Save')}
      cancelLabel={t('Login.Cancel')}
      onCancel={onCancel}
      failureFallback={t('ChangePassword.ResetFailed')}
      serverFields={{
        OldPassword: 'oldPassword',
        Password: 'newPassword',
        ReenterPassword: 'confirmPassword',
      }}
      done={{
        title: t('ChangePassword.SuccessTitle'),
        message: t('ChangePassword.SuccessMessage'),
        actionLabel: t('Login.Continue'),
        onContinue,
      }}
    >
      {(field) => (
        <>
          <PasswordField
            label={t('ChangePassword.OldPassword')}
            required
            autoComplete="current-password"
            {...field('oldPassword')}
          />
          <NewPasswordFields
            field={field}
            newLabel={t('ChangePassword.NewPassword')}
            confirmLabel={t('ChangePassword.ConfirmPassword')}
          />
        </>
      )}
    </FormDialog>
  );
}
