import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert, Modal, PasswordField, Stack, Text, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';

export interface RenewSessionPageProps {
  open: boolean;
  /** The signed-in user's name, shown fixed and read-only. */
  username: string;
  busy: boolean;
  /** Why the last renewal failed (the server's message). */
  error: string | null;
  onRenew: (password: string) => void;
  onLogout: () => void;
}

/**
 * The renew-session modal (1-foundation.md §2 "Modal content"): password field, username fixed. It
 * must be answered (Escape does nothing); Enter in the password field renews.
 */
export function RenewSessionPage({ open, username, busy, error, onRenew, onLogout }: RenewSessionPageProps) {
  const { t } = useT();
  const formId = useId();
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '' && !busy) onRenew(password);
  };
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('Session.RenewTitle')}
      busy={busy}
      actions={[
        { label: t('Session.Logout'), variant: 'ghost', onClick: onLogout },
        {
          label: t('Session.Renew'),
          submits: formId,
          state: busy ? 'loading' : 'default',
          disabled: password === '',
        },
      ]}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack space="medium">
          <Text as="p">{t('Session.RenewMessage')}</Text>
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <TextField label={t('Session.Username')} value={username} readOnly autoComplete="username" />
          <PasswordField
            label={t('Session.Password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoFocus
            disabled={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
