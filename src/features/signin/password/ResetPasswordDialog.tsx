import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import { resetPasswordSchema } from '../../../domain/password';
import { FormDialog } from '../../../scaffold/form/FormDialog';
import { NewPasswordFields } from './NewPasswordFields';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordDialogProps {
  /** A failure says so (an expired or used link answers its own message). */
  mutation: { state: MutationState; error: ApiRequestError | null };
  onSubmit: (values: ResetPasswordValues) => void;
  onClose: () => void;
}

/**
 * Reset password from the e-mailed link (1-foundation.md §2, §5): new and confirm, validated by
 * resetPasswordSchema; Save is disabled while the form is invalid. A success signs the user in
 * (the login flow goes on), so there is no success view.
 */
export function ResetPasswordDialog({ mutation, onSubmit, onClose }: ResetPasswordDialogProps) {
  const { t } = useT();
  return (
    <FormDialog<ResetPasswordValues>
      title={t('ResetPassword.Title')}
      intro={t('ResetPassword.Intro')}
      schema={resetPasswordSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      mutation={mutation}
      onSubmit={onSubmit}
      submitLabel={t('ResetPassword.Save')}
      cancelLabel={t('Login.Cancel')}
      onCancel={onClose}
      failureFallback={t('ResetPassword.Failed')}
      serverFields={{ newPassword: 'newPassword' }}
    >
      {(field) => (
        <NewPasswordFields
          field={field}
          newLabel={t('ResetPassword.NewPassword')}
          confirmLabel={t('ResetPassword.ConfirmPassword')}
        />
      )}
    </FormDialog>
  );
}
