import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/IntlProvider';
import type { Translate } from '../../../i18n/intl';
import { networkStore } from '../../offline/network';
import { CsvStreamFailed } from '../csv/csvWorkerClient';
import { saveCsvFile } from '../csv/csvFile';
import { failureText } from '../form/serverErrors';
import { type StreamedCsvRequest, streamCsvExport } from './streamCsvExport';

export type StreamedCsvExportState = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

/** How far an export is: rows received, the set's size (null until known), and the rows expected. */
export interface StreamedCsvProgress {
  rows: number;
  /** the rows the query matches (the head line's TotalRowCount), null before it came */
  total: number | null;
  /** the rows the file will hold: the set's size, at most `maxRows` (null before it came) */
  expected: number | null;
}

export interface StreamedCsvExportStart extends StreamedCsvRequest {
  /** The file's name (".csv" added when missing). */
  fileName: string;
  /** The most rows the call answers (its page size): the export holds the newest that many. */
  maxRows: number;
}

const NO_PROGRESS: StreamedCsvProgress = { rows: 0, total: null, expected: null };

/**
 * A CSV export streamed from the server (src/scaffold/export): `start` fetches the NDJSON answer,
 * the CSV worker builds the file (papaparse) while `progress` tells rows done of rows expected, and
 * the file is saved under `fileName`; `cancel` stops the call and the worker. Offline it refuses to
 * start and says exports need the connection. `error` is the text to show when `state` is failed
 * (the server's message, offline, or the export's own). When done, `progress.rows` of
 * `progress.total` were saved (fewer than the total when the set is larger than `maxRows`); a set
 * with no rows saves nothing (`progress.total` 0). Leaving the screen cancels a running export.
 */
export function useStreamedCsvExport() {
  const { t } = useT();
  const [state, setState] = useState<StreamedCsvExportState>('idle');
  const [progress, setProgress] = useState<StreamedCsvProgress>(NO_PROGRESS);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async ({ fileName, maxRows, ...request }: StreamedCsvExportStart) => {
      running.current?.abort();
      setProgress(NO_PROGRESS);
      if (!networkStore.online()) {
        setError(t('Export.NeedsConnection'));
        setState('failed');
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      setState('running');
      // the press's task ends here (its menu closes, the bar shows); the worker and the call start in the next
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (controller.signal.aborted) return;
      const tell = ({ rows, total }: { rows: number; total: number | null }) =>
        setProgress({ rows, total, expected: total === null ? null : Math.min(total, maxRows) });
      try {
        const result = await streamCsvExport(request, { signal: controller.signal, onProgress: tell });
        if (controller.signal.aborted) return;
        tell(result);
        if (result.rows > 0) saveCsvFile(fileName, result.file);
        setState('done');
      } catch (err) {
        if (controller.signal.aborted) return;
        setError(exportFailureText(err, t));
        setState('failed');
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [t],
  );

  const cancel = useCallback(() => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    setState('cancelled');
  }, []);

  return { state, progress, error, start, cancel };
}

export type StreamedCsvExport = ReturnType<typeof useStreamedCsvExport>;

function exportFailureText(err: unknown, t: Translate): string {
  if (err instanceof CsvStreamFailed) return t(err.key);
  return failureText(err, t('Export.Failed'), t('Export.NeedsConnection'));
}
