import { Alert, Button, Stack } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { SendStatus } from './sendStatus';
import { LoginDialog } from './LoginDialog';

export interface LockedOutDialogProps {
  /** The username of the locked account: Reset is disabled while it is empty. */
  username: string;
  status: SendStatus;
  /** Sends the reset-password e-mail (ForgotPassword with the username). */
  onReset: () => void;
  onClose: () => void;
}

/** Account locked out (error L, or more than 4 invalid attempts): a Reset that e-mails a reset link. */
export function LockedOutDialog({ username, status, onReset, onClose }: LockedOutDialogProps) {
  const { t } = useT();
  const sent = status === 'sent';
  return (
    <LoginDialog
      title={t('LockedOut.Title')}
      onDismiss={onClose}
      busy={status === 'sending'}
      actions={
        sent ? (
          <Button onClick={onClose}>{t('Login.Ok')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={status === 'sending'}>
              {t('Login.Cancel')}
            </Button>
            <Button onClick={onReset} disabled={username.trim() === ''} loading={status === 'sending'}>
              {t('LockedOut.Reset')}
            </Button>
          </>
        )
      }
    >
      <Stack space="medium">
        <Alert tone="critical">{t('Login.Error.L')}</Alert>
        {sent ? <Alert tone="positive">{t('LockedOut.ResetSuccess')}</Alert> : null}
        {status === 'failed' ? <Alert tone="critical">{t('LockedOut.ResetFailed')}</Alert> : null}
      </Stack>
    </LoginDialog>
  );
}
