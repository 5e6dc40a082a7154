import { Alert, Modal, Stack } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MutationState } from '../../../api/mutation';

export interface LockedOutDialogProps {
  /** The username of the locked account: Reset is disabled while it is empty. */
  username: string;
  /** The reset e-mail's state (ForgotPassword with the username). */
  state: MutationState;
  onReset: () => void;
  onClose: () => void;
}

/** Account locked out (error L, or more than 4 invalid attempts): a Reset that e-mails a reset link. */
export function LockedOutDialog({ username, state, onReset, onClose }: LockedOutDialogProps) {
  const { t } = useT();
  const sent = state === 'success';
  return (
    <Modal
      open
      title={t('LockedOut.Title')}
      onDismiss={onClose}
      busy={state === 'loading'}
      actions={
        sent
          ? [{ label: t('Login.Ok'), onClick: onClose }]
          : [
              { label: t('Login.Cancel'), onClick: onClose },
              {
                label: t('LockedOut.Reset'),
                onClick: onReset,
                disabled: username.trim() === '',
                state: state === 'loading' ? 'loading' : 'default',
              },
            ]
      }
    >
      <Stack space="medium">
        <Alert tone="critical">{t('Login.Error.L')}</Alert>
        {sent ? <Alert tone="positive">{t('LockedOut.ResetSuccess')}</Alert> : null}
        {state === 'error' ? <Alert tone="critical">{t('LockedOut.ResetFailed')}</Alert> : null}
      </Stack>
    </Modal>
  );
}
