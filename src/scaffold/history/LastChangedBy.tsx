import { Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { useStoreClock } from '../storeClock/useStoreClock';
import type { ChangeHistoryState } from './useChangeHistory';

export interface LastChangedByProps {
  /** The history of the record (useChangeHistory): its newest change is shown. */
  history: Pick<ChangeHistoryState, 'latest'>;
}

/**
 * "Last changed by NAME, TIME" under a record's title: who made its newest recorded change, and
 * when (on the store's clock, absolute). Nothing while none is known.
 */
export function LastChangedBy({ history }: LastChangedByProps) {
  const { t } = useT();
  const { timeAt } = useStoreClock();
  const latest = history.latest;
  if (!latest) return null;
  return (
    <Text size="small" tone="muted">
      {t('ChangeHistory.LastChangedBy', {
        name: latest.UserName,
        time: timeAt(latest.ChangedAt, latest.StoreId),
      })}
    </Text>
  );
}
