/// <reference lib="webworker" />
/**
 * The CSV worker: parsing an uploaded file and writing a download happen here, off the main thread
 * (a list of thousands of rows never blocks the page). Messages: csvWorkerClient.ts.
 */
import { parseCsvBlob, unparseCsv } from './csvText';
import type { CsvWorkerRequest, CsvWorkerAnswer } from './csvWorkerClient';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  const request = event.data;
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
