import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, PasswordField, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { changePasswordSchema } from '../../domain/password';
import type { SendStatus } from './sendStatus';
import { LoginDialog } from './LoginDialog';
import { NewPasswordFields } from './NewPasswordFields';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  /** The new password must not contain it (1-foundation.md §5). */
  username: string;
  /** sending: saving; sent: changed (the success title and message); failed: `failureMessage`. */
  status: SendStatus;
  /** The server's Message, or the default "Unable to change password". */
  failureMessage?: string | null;
  onSubmit: (values: ChangePasswordValues) => void;
  /** Cancel or close before the change (at login: logs off). */
  onCancel: () => void;
  /** After the success message: go on. */
  onContinue: () => void;
}

/**
 * Change password (1-foundation.md §2, §5): old, new and confirm, validated by changePasswordSchema;
 * Save is disabled while the form is invalid; the password rules show under the field on error.
 */
export function ChangePasswordDialog({
  username,
  status,
  failureMessage,
  onSubmit,
  onCancel,
  onContinue,
}: ChangePasswordDialogProps) {
  const { t } = useT();
  const formId = useId();
  const schema = useMemo(() => changePasswordSchema(username), [username]);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const saving = status === 'sending';
  const error = (message?: string) => (message ? t(message) : undefined);

  if (status === 'sent') {
    return (
      <LoginDialog
        title={t('ChangePassword.SuccessTitle')}
        onDismiss={onContinue}
        actions={<Button onClick={onContinue}>{t('Login.Continue')}</Button>}
      >
        <Alert tone="positive">{t('ChangePassword.SuccessMessage')}</Alert>
      </LoginDialog>
    );
  }

  return (
    <LoginDialog
      title={t('ChangePassword.Title')}
      role="dialog"
      busy={saving}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('Login.Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!isValid} loading={saving}>
            {t('ChangePassword.Save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack space="large">
          <Text as="p" tone="muted">
            {t('ChangePassword.Intro')}
          </Text>
          {status === 'failed' ? (
            <Alert tone="critical">{failureMessage || t('ChangePassword.ResetFailed')}</Alert>
          ) : null}
          <PasswordField
            label={t('ChangePassword.OldPassword')}
            required
            autoComplete="current-password"
            invalid={!!errors.oldPassword}
            errorText={error(errors.oldPassword?.message)}
            {...register('oldPassword')}
          />
          <NewPasswordFields
            newLabel={t('ChangePassword.NewPassword')}
            confirmLabel={t('ChangePassword.ConfirmPassword')}
            newField={register('newPassword')}
            confirmField={register('confirmPassword')}
            newError={error(errors.newPassword?.message)}
            confirmError={error(errors.confirmPassword?.message)}
          />
        </Stack>
      </form>
    </LoginDialog>
  );
}
