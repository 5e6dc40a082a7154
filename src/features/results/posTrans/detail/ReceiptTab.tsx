import { type FormEvent, useState } from 'react';
import { Alert, Button, Inline, Stack, TextField } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { MutationState } from '../../../../api/mutation';
import { ReceiptFrame } from '../../../../scaffold/receipt/ReceiptFrame';
import * as styles from './TicketDetail.css';

export interface ReceiptEmailProps {
  address: string;
  onAddressChange: (address: string) => void;
  /** What is wrong with the address (a catalogue key), or null. */
  error: string | null;
  sendState: MutationState;
  /** The address the receipt was just sent to. */
  sentTo: string | null;
  /** Why the last send failed. */
  failure: string | null;
  /** Offline: nothing can be sent. */
  offline: boolean;
  onSend: () => void;
}

export interface ReceiptTabProps {
  /** The receipt, already sanitised. */
  html: string;
  ticketNumber: number;
  onPrint: () => void;
  /** The browser refused the print window. */
  printBlocked: boolean;
  email: ReceiptEmailProps;
}

function EmailForm({ email }: { email: ReceiptEmailProps }) {
  const { t, tData } = useT();
  const [left, setLeft] = useState(false);
  const canSend = email.error === null && !email.offline;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) email.onSend();
  };
  return (
    <Stack space="small">
      <form className={styles.emailForm} onSubmit={submit} noValidate>
        <div className={styles.emailField}>
          <TextField
            label={t('ReceiptPreview.EmailAddress')}
            type="email"
            autoComplete="email"
            value={email.address}
            onChange={(e) => email.onAddressChange(e.target.value)}
            onBlur={() => setLeft(true)}
            invalid={left && email.address !== '' && email.error !== null}
            errorText={email.error ? tData(email.error) : undefined}
          />
        </div>
        <Button type="submit" disabled={!canSend} loading={email.sendState === 'loading'}>
          {t('ReceiptPreview.Send')}
        </Button>
      </form>
      {email.offline && <Alert tone="caution">{t('ReceiptPreview.EmailOffline')}</Alert>}
      {email.sentTo !== null && (
        <Alert tone="positive">{t('ReceiptPreview.EmailSent', { email: email.sentTo })}</Alert>
      )}
      {email.failure !== null && <Alert tone="critical">{email.failure}</Alert>}
    </Stack>
  );
}

/**
 * The receipt tab (2-menu §4): the sanitised receipt in a sandboxed frame (no scripts, no access to
 * the portal), Print, and the e-mail form (Send only with a valid address).
 */
export function ReceiptTab({ html, ticketNumber, onPrint, printBlocked, email }: ReceiptTabProps) {
  const { t } = useT();
  return (
    <Stack space="large">
      <Inline space="medium">
        <Button variant="soft" onClick={onPrint}>
          {t('ReceiptPreview.Print')}
        </Button>
      </Inline>
      {printBlocked && <Alert tone="caution">{t('ReceiptPreview.PrintBlocked')}</Alert>}
      <ReceiptFrame html={html} title={t('ReceiptPreview.FrameTitle', { number: ticketNumber })} />
      <EmailForm email={email} />
    </Stack>
  );
}
