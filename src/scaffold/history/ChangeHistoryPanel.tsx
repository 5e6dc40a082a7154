import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Disclosure,
  Inline,
  Spinner,
  Stack,
  Text,
} from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { ChangeAction, ChangeEntry } from '../../domain/changeHistory';
import { type ScreenClock, useStoreClock } from '../storeClock/useStoreClock';
import * as styles from './history.css';
import { type HistoryFormatters, historyLines } from './historyText';
import type { ChangeHistoryState } from './useChangeHistory';

export interface ChangeHistoryPanelProps {
  /** The history to show (useChangeHistory). */
  history: ChangeHistoryState;
  /** The panel's title; "Change history" by default. */
  title?: string;
  /** Name the record of each change (a history of many records: a store's availability, a price list). */
  showEntity?: boolean;
  /** Open at first. */
  defaultOpen?: boolean;
}

const ACTION_TONE: Record<ChangeAction, BadgeTone> = {
  create: 'positive',
  update: 'info',
  delete: 'critical',
};

function Entry({
  entry,
  showEntity,
  f,
}: {
  entry: ChangeEntry;
  showEntity: boolean;
  f: HistoryFormatters & { timeAt: ScreenClock['timeAt'] };
}) {
  const lines = historyLines(entry, f);
  const record =
    entry.StoreName && showEntity
      ? f.t('ChangeHistory.AtStore', { label: entry.EntityLabel, store: entry.StoreName })
      : entry.EntityLabel;
  return (
    <Stack space="xsmall">
      <Inline space="small" alignY="center">
        <Badge tone={ACTION_TONE[entry.Action]}>{f.t(`ChangeHistory.Action.${entry.Action}`)}</Badge>
        {showEntity ? <Text weight="medium">{record}</Text> : null}
      </Inline>
      <Text size="small" tone="muted">
        {f.t('ChangeHistory.ByAt', { name: entry.UserName, time: f.timeAt(entry.ChangedAt, entry.StoreId) })}
      </Text>
      {lines.length > 0 ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>
              <Text size="small">{line}</Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/**
 * A record's recent changes in a disclosure: who, when, what (created, changed, deleted) and each
 * field before → after, money and codes shown as the screens show them; newest first, a page at a
 * time (Newer / Older). The summary says how many changes there are.
 */
export function ChangeHistoryPanel({
  history,
  title,
  showEntity = false,
  defaultOpen,
}: ChangeHistoryPanelProps) {
  const fmt = useT();
  const { timeAt } = useStoreClock();
  const f = { ...fmt, timeAt };
  const heading = title ?? fmt.t('ChangeHistory.Title');
  const summary =
    history.total >= 0
      ? fmt.t('ChangeHistory.TitleWithCount', { title: heading, count: history.total })
      : heading;
  const { entries, page, pageCount } = history;
  return (
    <Disclosure summary={summary} defaultOpen={defaultOpen}>
      <Stack space="medium">
        {history.error ? (
          <Alert tone="critical">
            <Inline space="small" alignY="center">
              <Text>{fmt.t('ChangeHistory.LoadFailed')}</Text>
              <Button variant="soft" onClick={history.retry}>
                {fmt.t('ChangeHistory.Retry')}
              </Button>
            </Inline>
          </Alert>
        ) : entries.length === 0 ? (
          history.loading ? (
            <Spinner label={heading} size="small" />
          ) : (
            <Text tone="muted">{fmt.t('ChangeHistory.Empty')}</Text>
          )
        ) : (
          <ol className={styles.entries} aria-label={fmt.t('ChangeHistory.ListLabel', { title: heading })}>
            {entries.map((entry) => (
              <li key={entry.ChangeId} className={styles.entry}>
                <Entry entry={entry} showEntity={showEntity} f={f} />
              </li>
            ))}
          </ol>
        )}
        {pageCount > 1 ? (
          <Inline space="small" alignY="center">
            <Button variant="soft" disabled={page <= 1} onClick={() => history.setPage(page - 1)}>
              {fmt.t('ChangeHistory.Newer')}
            </Button>
            <Text size="small">{fmt.t('ChangeHistory.PageOf', { page, pages: pageCount })}</Text>
            <Button variant="soft" disabled={page >= pageCount} onClick={() => history.setPage(page + 1)}>
              {fmt.t('ChangeHistory.Older')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Disclosure>
  );
}
