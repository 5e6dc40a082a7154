import { Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { ChangeHistoryState } from './useChangeHistory';

export interface LastChangedByProps {
  /** The history of the record (useChangeHistory): its newest change is shown. */
  history: Pick<ChangeHistoryState, 'latest'>;
}

/**
 * "Last changed by NAME, TIME" under a record's title: who made its newest recorded change, and
 * when (the portal's date and time, absolute). Nothing while none is known.
 */
export function LastChangedBy({ history }: LastChangedByProps) {
  const { t, dateTime } = useT();
  const latest = history.latest;
  if (!latest) return null;
  return (
    <Text size="small" tone="muted">
      {t('ChangeHistory.LastChangedBy', { name: latest.UserName, time: dateTime(latest.ChangedAt) })}
    </Text>
  );
}
