import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack, Text, TextField } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { forgotPasswordSchema } from '../../domain/accountContract';
import type { SendStatus } from './sendStatus';
import { LoginDialog } from './LoginDialog';

export interface ForgotPasswordDialogProps {
  status: SendStatus;
  defaultUsername?: string;
  /** Sends the reset-password e-mail for the username. */
  onSubmit: (userName: string) => void;
  onClose: () => void;
}

/** Forgot password (1-foundation.md §2, §5): a username field; Reset is disabled while it is blank. */
export function ForgotPasswordDialog({
  status,
  defaultUsername = '',
  onSubmit,
  onClose,
}: ForgotPasswordDialogProps) {
  const { t } = useT();
  const formId = useId();
  const { register, handleSubmit, watch } = useForm<{ userName: string }>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { userName: defaultUsername },
  });
  const blank = (watch('userName') ?? '').trim() === '';
  const sending = status === 'sending';
  const sent = status === 'sent';
  return (
    <LoginDialog
      title={t('ForgotPassword.Title')}
      role="dialog"
      busy={sending}
      onDismiss={onClose}
      actions={
        sent ? (
          <Button onClick={onClose}>{t('Login.Ok')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={sending}>
              {t('Login.Cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={blank} loading={sending}>
              {t('ForgotPassword.Reset')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="positive">{t('ForgotPassword.Sent')}</Alert>
      ) : (
        <form id={formId} noValidate onSubmit={handleSubmit((values) => onSubmit(values.userName.trim()))}>
          <Stack space="large">
            <Text as="p" tone="muted">
              {t('ForgotPassword.Intro')}
            </Text>
            {status === 'failed' ? <Alert tone="critical">{t('ForgotPassword.Failed')}</Alert> : null}
            <TextField
              label={t('ForgotPassword.Username')}
              required
              autoComplete="username"
              autoFocus
              {...register('userName')}
            />
          </Stack>
        </form>
      )}
    </LoginDialog>
  );
}
