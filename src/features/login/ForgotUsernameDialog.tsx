import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack, Text, TextField } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { forgotUsernameSchema } from '../../domain/accountContract';
import type { SendStatus } from './sendStatus';
import { LoginDialog } from './LoginDialog';

export interface ForgotUsernameDialogProps {
  status: SendStatus;
  /** E-mails the usernames that use the address. */
  onSubmit: (emailAddress: string) => void;
  onClose: () => void;
}

/**
 * Forgot username (1-foundation.md §2, §5): an e-mail field with a format hint like {email}; OK is
 * disabled while it is blank, and a malformed address is refused with the format message.
 */
export function ForgotUsernameDialog({ status, onSubmit, onClose }: ForgotUsernameDialogProps) {
  const { t } = useT();
  const formId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ emailAddress: string }>({
    resolver: yupResolver(forgotUsernameSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { emailAddress: '' },
  });
  const blank = (watch('emailAddress') ?? '').trim() === '';
  const sending = status === 'sending';
  const sent = status === 'sent';
  const error = errors.emailAddress?.message;
  return (
    <LoginDialog
      title={t('ForgotUsername.Title')}
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
              {t('ForgotUsername.Ok')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="positive">{t('ForgotUsername.Sent')}</Alert>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) => onSubmit(values.emailAddress.trim()))}
        >
          <Stack space="large">
            <Text as="p" tone="muted">
              {t('ForgotUsername.Intro')}
            </Text>
            {status === 'failed' ? <Alert tone="critical">{t('ForgotUsername.Failed')}</Alert> : null}
            <TextField
              label={t('ForgotUsername.Email')}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              autoFocus
              helperText={t('ForgotUsername.EmailHint', { email: t('ForgotUsername.EmailExample') })}
              invalid={!!error}
              errorText={error ? t(error) : undefined}
              {...register('emailAddress')}
            />
          </Stack>
        </form>
      )}
    </LoginDialog>
  );
}
