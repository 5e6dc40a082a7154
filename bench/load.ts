import autocannon, { type Result } from 'autocannon';
import { percentileSorted, round } from './stats';

export interface LoadOptions {
  name: string;
  url: string;
  /** GET unless given; a POST sends `body` as JSON */
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  connections?: number;
  /** measured seconds */
  duration?: number;
  /** unmeasured seconds before */
  warmup?: number;
}

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  durationS: number;
  /** responses in the measured run (all status codes) */
  responses: number;
  /** autocannon's mean requests per second */
  rps: number;
  /** latencies in ms, computed from every response's own time (nearest rank) */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The method, headers and body of a run's requests (a body goes as JSON). */
function requestOf(opts: LoadOptions) {
  const json = opts.body !== undefined;
  return {
    method: opts.method ?? 'GET',
    headers: json ? { ...opts.headers, 'content-type': 'application/json' } : opts.headers,
    body: json ? JSON.stringify(opts.body) : undefined,
  };
}

/** A response slower than this counts as an error (timeouts in the result). */
const TIMEOUT_S = 30;

/**
 * One more request of the same kind, answered after everything the run left queued (PGlite runs one
 * statement at a time): the next run starts on an idle server.
 */
async function drain(opts: LoadOptions) {
  await fetch(opts.url, { ...requestOf(opts), signal: AbortSignal.timeout(300_000) })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

function run(opts: LoadOptions, onLatency?: (ms: number) => void): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        ...requestOf(opts),
        connections: opts.connections ?? 32,
        duration: opts.duration ?? 10,
        timeout: TIMEOUT_S,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onLatency)
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
        onLatency(ms),
      );
  });
}

/** A warm-up run (discarded), then a measured run recording each response's latency. */
export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  const connections = opts.connections ?? 32;
  const warmup = opts.warmup ?? 2;
  if (warmup > 0) {
    await run({ ...opts, duration: warmup });
    await drain(opts);
  }
  const latencies: number[] = [];
  const result = await run(opts, (ms) => latencies.push(ms));
  await drain(opts);
  latencies.sort((a, b) => a - b);
  return {
    name: opts.name,
    url: opts.url,
    connections,
    durationS: round(result.duration, 2),
    responses: latencies.length,
    rps: round(result.requests.average, 0),
    p50: round(percentileSorted(latencies, 50), 2),
    p95: round(percentileSorted(latencies, 95), 2),
    p99: round(percentileSorted(latencies, 99), 2),
    max: round(latencies[latencies.length - 1] ?? Number.NaN, 2),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Logs on like the portal (POST Account/LogOn) and returns the `backroom_session` cookie. */
export async function logOn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}Account/LogOn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { success?: boolean; errorCode?: unknown };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('backroom_session='));
  if (!body.success || !cookie) throw new Error(`log-on as ${username} failed: ${JSON.stringify(body)}`);
  return cookie;
}
