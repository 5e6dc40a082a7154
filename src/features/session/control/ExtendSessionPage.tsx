import { Modal, Text } from '../../../../design-system';
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

/**
 * The extend-session prompt (1-foundation.md §4 "Session"): a minutes:seconds countdown, Extend and
 * Log out. It must be answered (Escape does nothing; Enter extends) and, as every modal, it is the
 * only one shown: a dialog open below it waits hidden until it closes.
 */
export function ExtendSessionPage({ open, secondsLeft, busy, onExtend, onLogout }: ExtendSessionPageProps) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('Session.ExtendTitle')}
      description={
        <Text as="p">
          <span role="timer" aria-live="off">
            {t('Session.ExtendMessage', { time: formatCountdown(secondsLeft) })}
          </span>
        </Text>
      }
      busy={busy}
      actions={[
        { label: t('Session.Logout'), variant: 'ghost', onClick: onLogout },
        {
          label: t('Session.Extend'),
          state: busy ? 'loading' : 'default',
          onClick: onExtend,
          autoFocus: true,
        },
      ]}
    />
  );
}
