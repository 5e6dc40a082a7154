import { Button, ConfirmButton, Dialog, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { formatCountdown } from '../../../domain/session';

export interface ExtendSessionPageProps {
  open: boolean;
  /** Seconds left on the countdown, shown as minutes:seconds. */
  secondsLeft: number;
  /** Extending (renew session, new csrf token). */
  busy: boolean;
  onExtend: () => void;
  onLogout: () => void;
}

/** The extend-session prompt (1-foundation.md §4 "Session"): a minutes:seconds countdown, Extend and Log out. */
export function ExtendSessionPage({ open, secondsLeft, busy, onExtend, onLogout }: ExtendSessionPageProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false}>
      <Dialog.Content size="small">
        <Dialog.Title>{t('Session.ExtendTitle')}</Dialog.Title>
        <Dialog.Description>
          <Text as="p">
            <span role="timer" aria-live="off">
              {t('Session.ExtendMessage', { time: formatCountdown(secondsLeft) })}
            </span>
          </Text>
        </Dialog.Description>
        <Dialog.Footer>
          <Button variant="ghost" disabled={busy} onClick={onLogout}>
            {t('Session.Logout')}
          </Button>
          <ConfirmButton state={busy ? 'loading' : 'default'} onClick={onExtend}>
            {t('Session.Extend')}
          </ConfirmButton>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
