import { Alert } from '../../design-system';
import { useT } from '../../i18n/IntlProvider';
import { useOnline } from '../offline/network';
import { useStoreClock } from './storeClock/useStoreClock';

export interface OfflineNoticeProps {
  /** When the figures on screen were fetched (ms since epoch); null when this device has none. */
  asOf: number | null;
  /** What offline means for changes here, when the screen keeps them (an outbox); default: none can be saved. */
  changesText?: string;
}

/**
 * What a screen says while the server cannot be reached: "Offline — as of TIME" (the store's clock)
 * over what this device kept, and that nothing can be saved until the connection is back. Nothing
 * while online.
 */
export function OfflineNotice({ asOf, changesText }: OfflineNoticeProps) {
  const online = useOnline();
  return online ? null : <OfflineAlert asOf={asOf} changesText={changesText} />;
}

/** The notice itself: the store's clock is read only while offline (online, nothing is shown). */
function OfflineAlert({ asOf, changesText }: OfflineNoticeProps) {
  const { t } = useT();
  const { timeAt } = useStoreClock();
  return (
    <Alert
      tone="caution"
      title={asOf ? t('Offline.AsOf', { time: timeAt(new Date(asOf)) }) : t('Offline.NothingKept')}
    >
      {changesText ?? t('Offline.NoChanges')}
    </Alert>
  );
}
