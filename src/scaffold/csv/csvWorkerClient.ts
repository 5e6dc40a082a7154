import type { CsvStreamAnswer, CsvStreamErrorKey, CsvStreamProgress, CsvStreamResult } from './csvStream';
import type { CsvCell, CsvLimits, CsvParseOutcome } from './csvText';

/** What the CSV worker is asked (csv.worker.ts). */
export type CsvWorkerRequest =
  | { kind: 'parse'; file: Blob; limits: CsvLimits }
  | { kind: 'unparse'; columns: readonly string[]; rows: readonly (readonly CsvCell[])[] }
  | { kind: 'stream-chunk'; chunk: Uint8Array }
  | { kind: 'stream-end' };

export type CsvWorkerAnswer =
  | { kind: 'parsed'; outcome: CsvParseOutcome }
  | { kind: 'written'; csv: string }
  | CsvStreamAnswer;

const newCsvWorker = () => new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs one request in a CSV worker of its own (a module worker bundled by Vite, ended after its
 * answer). Without workers (jsdom in tests) the same code runs here, loaded on demand.
 */
export function runCsvWork(request: CsvWorkerRequest): Promise<CsvWorkerAnswer> {
  if (typeof Worker === 'undefined') return runHere(request);
  return new Promise((resolve, reject) => {
    const worker = newCsvWorker();
    const end = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
      end();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'the CSV worker failed'));
    };
    worker.postMessage(request);
  });
}

async function runHere(request: CsvWorkerRequest): Promise<CsvWorkerAnswer> {
  const csv = await import('./csvText');
  if (request.kind === 'parse')
    return { kind: 'parsed', outcome: await csv.parseCsvBlob(request.file, request.limits) };
  if (request.kind === 'unparse')
    return { kind: 'written', csv: csv.unparseCsv(request.columns, request.rows) };
  throw new Error('a streamed export runs through openCsvStream');
}

/** A streamed export's refusal by the CSV worker: its catalogue key. */
export class CsvStreamFailed extends Error {
  constructor(readonly key: CsvStreamErrorKey) {
    super(key);
    this.name = 'CsvStreamFailed';
  }
}

/** A streamed export being turned into a CSV file (openCsvStream). */
export interface CsvStreamWork {
  /** A piece of the answer's bytes, as it came (given away: not to be used again by the caller). */
  push(chunk: Uint8Array): void;
  /** The answer has ended: the file is built. */
  end(): void;
  /** Stops the work (the worker ends); `result` rejects with an AbortError. */
  cancel(): void;
  /** The file, or why not: CsvStreamFailed, or an AbortError after cancel. */
  result: Promise<CsvStreamResult>;
}

/**
 * Opens a streamed export in a CSV worker of its own: the page only hands it the answer's pieces
 * (each moved, not copied) and hears its progress (a few times a second) and its file, so even
 * 100,000 rows never make a long task on the page. Without workers (jsdom in tests) the very same
 * session (csvStream.ts) runs here: the one seam, `typeof Worker`, as for runCsvWork; the worker
 * itself is measured in the bench (bench/posExport.ts) and the e2e run.
 */
export function openCsvStream(onProgress: (progress: CsvStreamProgress) => void): CsvStreamWork {
  let settle!: { resolve: (r: CsvStreamResult) => void; reject: (e: unknown) => void };
  const result = new Promise<CsvStreamResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {}); // read by the caller; a rejection before then is not unhandled
  const hear = (answer: CsvWorkerAnswer) => {
    if (answer.kind === 'stream-progress') onProgress(answer.progress);
    else if (answer.kind === 'stream-done') settle.resolve(answer.result);
    else if (answer.kind === 'stream-failed') settle.reject(new CsvStreamFailed(answer.key));
  };
  const aborted = () => new DOMException('The export was cancelled', 'AbortError');
  if (typeof Worker === 'undefined') return streamHere(hear, result, settle.reject, aborted);

  const worker = newCsvWorker();
  const stop = () => worker.terminate();
  result.then(stop, stop);
  worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => hear(event.data);
  worker.onerror = (event) => settle.reject(new Error(event.message || 'the CSV worker failed'));
  return {
    push(chunk) {
      const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      const request: CsvWorkerRequest = { kind: 'stream-chunk', chunk };
      worker.postMessage(request, whole ? [chunk.buffer] : []);
    },
    end: () => worker.postMessage({ kind: 'stream-end' } satisfies CsvWorkerRequest),
    cancel: () => settle.reject(aborted()),
    result,
  };
}

/** The same session on the page, for tests without workers (its module loaded on demand). */
function streamHere(
  hear: (answer: CsvWorkerAnswer) => void,
  result: Promise<CsvStreamResult>,
  reject: (e: unknown) => void,
  aborted: () => DOMException,
): CsvStreamWork {
  let cancelled = false;
  const session = import('./csvStream').then((m) => m.csvStreamSession((a) => !cancelled && hear(a)));
  session.catch(reject);
  return {
    push: (chunk) => void session.then((s) => s.chunk(chunk)),
    end: () => void session.then((s) => s.end()),
    cancel: () => {
      cancelled = true;
      reject(aborted());
    },
    result,
  };
}
