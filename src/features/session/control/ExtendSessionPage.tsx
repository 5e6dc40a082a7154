import { Modal } from '../../../../design-system';
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
    <Modal
      open={open}
      title={t('Session.ExtendTitle')}
      description={
        <span role="timer" aria-live="off">
          {t('Session.ExtendMessage', { time: formatCountdown(secondsLeft) })}
        </span>
      }
      busy={busy}
      actions={[
        { label: t('Session.Logout'), onClick: onLogout },
        { label: t('Session.Extend'), onClick: onExtend, state: busy ? 'loading' : 'default' },
      ]}
    />
  );
}
