/// <reference lib="webworker" />
/**
 * The CSV worker: parsing an uploaded file, writing a download and turning a streamed export into a
 * file happen here, off the main thread (a list of thousands of rows never blocks the page).
 * Messages: csvWorkerClient.ts. A worker serves one request, or one streamed export.
 */
import { csvStreamSession } from './csvStream';
import { parseCsvBlob, unparseCsv } from './csvText';
import type { CsvWorkerAnswer, CsvWorkerRequest } from './csvWorkerClient';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The streamed export this worker builds, from its first piece on. */
let stream: ReturnType<typeof csvStreamSession> | null = null;

scope.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'stream-chunk' || request.kind === 'stream-end') {
    stream ??= csvStreamSession((answer) => scope.postMessage(answer));
    if (request.kind === 'stream-chunk') stream.chunk(request.chunk);
    else stream.end();
    return;
  }
  let answer: CsvWorkerAnswer;
  try {
    answer =
      request.kind === 'parse'
        ? { kind: 'parsed', outcome: await parseCsvBlob(request.file, request.limits) }
        : { kind: 'written', csv: unparseCsv(request.columns, request.rows) };
  } catch {
    answer = { kind: 'parsed', outcome: { ok: false, key: 'Csv.Unreadable', values: {} } };
  }
  scope.postMessage(answer);
};
