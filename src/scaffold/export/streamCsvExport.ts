import type { RequestOptions } from '../../api/http';
import { openStream } from '../../api/stream';
import type { CsvStreamProgress, CsvStreamResult } from '../csv/csvStream';
import { openCsvStream } from '../csv/csvWorkerClient';

export type { CsvStreamProgress, CsvStreamResult } from '../csv/csvStream';

/** A streamed export's call: a GET path under the base path and its query. */
export interface StreamedCsvRequest {
  path: string;
  query: NonNullable<RequestOptions['query']>;
}

/**
 * Fetches a streamed export (NDJSON: a head line with TotalRowCount and Columns, then one JSON
 * array per row) and has the CSV worker turn it into a file (openCsvStream): the page only moves the
 * answer's pieces to the worker as they come, never touching a row. `signal` cancels both the call
 * and the worker. Rejects with ApiRequestError (refused, offline), CsvStreamFailed (an answer that
 * is not an export) or an AbortError (cancelled).
 */
export async function streamCsvExport(
  request: StreamedCsvRequest,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: CsvStreamProgress) => void },
): Promise<CsvStreamResult> {
  const work = openCsvStream(onProgress);
  // the call ends when the caller cancels, and when the worker gives up on the answer
  const call = new AbortController();
  const cancel = () => {
    call.abort();
    work.cancel();
  };
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel);
  work.result.catch(() => call.abort());
  try {
    const res = await openStream(request.path, { query: request.query, signal: call.signal, silent: true });
    if (!res.body) throw new Error('the export answered without a body');
    const reader = res.body.getReader();
    call.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      work.push(value);
    }
    work.end();
  } catch (err) {
    // the worker's refusal (or the cancel) says more than the aborted read it caused
    if (call.signal.aborted) await work.result;
    work.cancel();
    throw err;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  return work.result;
}
