import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { resetPasswordSchema } from '../../domain/password';
import type { SendStatus } from './sendStatus';
import { LoginDialog } from './LoginDialog';
import { NewPasswordFields } from './NewPasswordFields';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordDialogProps {
  /** sending: saving; failed: `failureMessage` (an expired or used link says so). */
  status: SendStatus;
  failureMessage?: string | null;
  onSubmit: (values: ResetPasswordValues) => void;
  onClose: () => void;
}

/**
 * Reset password from the e-mailed link (1-foundation.md §2, §5): new and confirm, validated by
 * resetPasswordSchema; Save is disabled while the form is invalid.
 */
export function ResetPasswordDialog({ status, failureMessage, onSubmit, onClose }: ResetPasswordDialogProps) {
  const { t } = useT();
  const formId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const saving = status === 'sending';
  const error = (message?: string) => (message ? t(message) : undefined);
  return (
    <LoginDialog
      title={t('ResetPassword.Title')}
      role="dialog"
      busy={saving}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('Login.Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!isValid} loading={saving}>
            {t('ResetPassword.Save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack space="large">
          <Text as="p" tone="muted">
            {t('ResetPassword.Intro')}
          </Text>
          {status === 'failed' ? (
            <Alert tone="critical">{failureMessage || t('ResetPassword.Failed')}</Alert>
          ) : null}
          <NewPasswordFields
            newLabel={t('ResetPassword.NewPassword')}
            confirmLabel={t('ResetPassword.ConfirmPassword')}
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
