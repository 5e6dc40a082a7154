import { useId } from 'react';
import { Alert, Button, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { Translate } from '../../../i18n/intl';
import * as styles from './ExportProgress.css';
import type { StreamedCsvExport, StreamedCsvProgress } from './useStreamedCsvExport';

export interface ExportProgressProps {
  /** What is exported ("POS Trans"): names the bar, the Cancel button and the messages. */
  label: string;
  /** The export (useStreamedCsvExport). */
  export: Pick<StreamedCsvExport, 'state' | 'progress' | 'error' | 'cancel'>;
  /** What a finished export says (default: "LABEL saved: N rows", or "the newest N of M rows"). */
  doneText?: (progress: StreamedCsvProgress) => string;
  /** What an export of no rows says (default: nothing matches, no file saved). */
  emptyText?: string;
}

/**
 * A streamed export's progress (src/scaffold/export): while it runs, a labelled progress bar (rows
 * done of rows expected; indeterminate until the server said how many) and Cancel; then what
 * became of it in a live region (saved, cancelled), or why it failed in an alert. Idle it takes no
 * room (its empty live region is kept, so its message is announced when it comes).
 */
export function ExportProgress({ label, export: run, doneText, emptyText }: ExportProgressProps) {
  const { t } = useT();
  const labelId = useId();
  const { state, progress } = run;
  const outcome =
    state === 'done'
      ? progress.total === 0
        ? (emptyText ?? t('Export.Empty', { label }))
        : (doneText?.(progress) ?? defaultDoneText(label, progress, t))
      : state === 'cancelled'
        ? t('Export.Cancelled', { label })
        : '';
  return (
    <div>
      {state === 'running' ? (
        <div className={`${styles.row} ${styles.shown}`}>
          <div className={styles.meter}>
            <Text as="span" id={labelId}>
              {progressText(label, progress, t)}
            </Text>
            <progress
              className={styles.bar}
              aria-labelledby={labelId}
              max={progress.expected || undefined}
              value={progress.expected ? Math.min(progress.rows, progress.expected) : undefined}
            />
          </div>
          <Button variant="ghost" aria-label={t('Export.CancelLabel', { label })} onClick={run.cancel}>
            {t('Export.Cancel')}
          </Button>
        </div>
      ) : null}
      <div role="status" className={outcome ? styles.shown : undefined}>
        {outcome ? <Text as="p">{outcome}</Text> : null}
      </div>
      {state === 'failed' && run.error ? (
        <div className={styles.shown}>
          <Alert tone="critical">{run.error}</Alert>
        </div>
      ) : null}
    </div>
  );
}

function progressText(label: string, p: StreamedCsvProgress, t: Translate): string {
  if (p.expected === null)
    return p.rows ? t('Export.ProgressUnknown', { label, rows: p.rows }) : t('Export.Starting', { label });
  return t('Export.Progress', { label, rows: Math.min(p.rows, p.expected), expected: p.expected });
}

function defaultDoneText(label: string, p: StreamedCsvProgress, t: Translate): string {
  return p.total !== null && p.total > p.rows
    ? t('Export.DoneNewest', { label, rows: p.rows, total: p.total })
    : t('Export.Done', { label, rows: p.rows });
}
