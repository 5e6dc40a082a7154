import type { CsvCell, CsvLimits, CsvParseOutcome } from './csvText';

/** What the CSV worker is asked (csv.worker.ts). */
export type CsvWorkerRequest =
  | { kind: 'parse'; file: Blob; limits: CsvLimits }
  | { kind: 'unparse'; columns: readonly string[]; rows: readonly (readonly CsvCell[])[] };

export type CsvWorkerAnswer = { kind: 'parsed'; outcome: CsvParseOutcome } | { kind: 'written'; csv: string };

/**
 * Runs one request in a CSV worker of its own (a module worker bundled by Vite, ended after its
 * answer). Without workers (jsdom in tests) the same code runs here, loaded on demand.
 */
export function runCsvWork(request: CsvWorkerRequest): Promise<CsvWorkerAnswer> {
  if (typeof Worker === 'undefined') return runHere(request);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
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
  return request.kind === 'parse'
    ? { kind: 'parsed', outcome: await csv.parseCsvBlob(request.file, request.limits) }
    : { kind: 'written', csv: csv.unparseCsv(request.columns, request.rows) };
}
