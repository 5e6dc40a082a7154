import { businessDateIn } from '../src/domain/calendar';
import { reportPresetPeriod } from '../src/domain/reportPeriods';
import { reportPath } from '../src/domain/reports';
import { type BenchAccount, type PortalSession, portalSession } from './portalSession';
import { percentileSorted, round } from './stats';

/**
 * Load at people's pace (ARCHITECTURE.md "Budgets", issue 22): many signed-in sessions, each a
 * person who reads, thinks a second, and reads again, alternating the portal data and a 7-day sales
 * summary. Unlike the autocannon runs (as many requests as the server answers), the offered rate is
 * fixed by the sessions' pace; what is measured is how long each answer takes at that rate.
 */
export const SESSION_LOAD = {
  sessions: 200,
  thinkMs: 1000,
  warmupS: 5,
  durationS: 60,
} as const;

export const SESSION_LOAD_BUDGET = { p95Ms: 150, errors: 0 } as const;

export interface SessionLoadResult {
  sessions: number;
  thinkMs: number;
  durationS: number;
  /** answers in the measured window, and their rate */
  responses: number;
  rps: number;
  /** ms, over every measured answer (nearest rank) */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** p95 of each kind of request */
  p95PortalData: number;
  p95SalesSummary: number;
  /** answers other than 200, failed connections and timeouts */
  errors: number;
  errorSamples: string[];
}

interface Sample {
  kind: 'portalData' | 'salesSummary';
  ms: number;
}

/** The two reads a person's session alternates: the portal data and the last 7 days' sales summary. */
function sessionRequests(base: string, session: PortalSession) {
  const period = reportPresetPeriod('last7', businessDateIn('America/New_York', new Date()));
  return {
    portalData: () => new Request(`${base}Portal/GetPortalData`, { headers: { cookie: session.cookie } }),
    salesSummary: () =>
      new Request(`${base}${reportPath('salesSummary')}`, {
        method: 'POST',
        headers: { ...session.postHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ ...period, Preset: 'last7', Comparison: 'previous' }),
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs in `sessions` sessions (a few at a time: each log-on is a password hash), then runs each as
 * a person would for the warm-up and the measured window: a request, the answer read whole, the
 * think time, the next request. Sessions start spread over one think time. Connections are kept
 * alive (Node's fetch pools them; a session asks again well within its 4 s keep-alive).
 */
export async function sessionLoad(
  base: string,
  account: BenchAccount,
  log: (line: string) => void,
  options: Partial<typeof SESSION_LOAD> = {},
): Promise<SessionLoadResult> {
  const o = { ...SESSION_LOAD, ...options };
  log(`session load: signing in ${o.sessions} sessions as ${account.username}`);
  const sessions: PortalSession[] = [];
  while (sessions.length < o.sessions) {
    const batch = Math.min(8, o.sessions - sessions.length);
    sessions.push(...(await Promise.all(Array.from({ length: batch }, () => portalSession(base, account)))));
  }
  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const start = performance.now();
  const measureFrom = start + o.warmupS * 1000;
  const end = measureFrom + o.durationS * 1000;
  log(`session load: ${o.sessions} sessions, ${o.thinkMs} ms think time, ${o.warmupS} s + ${o.durationS} s`);
  const person = async (session: PortalSession, index: number) => {
    const requests = sessionRequests(base, session);
    await sleep((index / o.sessions) * o.thinkMs);
    for (let turn = 0; performance.now() < end; turn++) {
      const kind: Sample['kind'] = turn % 2 === 0 ? 'portalData' : 'salesSummary';
      const t0 = performance.now();
      let failure: string | null = null;
      try {
        const res = await fetch(requests[kind](), { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failure = `${kind} ${res.status}`;
      } catch (err) {
        failure = `${kind} ${err instanceof Error ? err.message : String(err)}`;
      }
      const t1 = performance.now();
      if (t0 >= measureFrom && t1 <= end) {
        if (failure) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(failure);
        } else samples.push({ kind, ms: t1 - t0 });
      }
      await sleep(o.thinkMs);
    }
  };
  await Promise.all(sessions.map(person));
  const sorted = (kind?: Sample['kind']) =>
    samples
      .filter((s) => !kind || s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  const all = sorted();
  return {
    sessions: o.sessions,
    thinkMs: o.thinkMs,
    durationS: o.durationS,
    responses: all.length,
    rps: round(all.length / o.durationS, 0),
    p50: round(percentileSorted(all, 50), 1),
    p95: round(percentileSorted(all, 95), 1),
    p99: round(percentileSorted(all, 99), 1),
    max: round(all.at(-1) ?? Number.NaN, 1),
    p95PortalData: round(percentileSorted(sorted('portalData'), 95), 1),
    p95SalesSummary: round(percentileSorted(sorted('salesSummary'), 95), 1),
    errors,
    errorSamples,
  };
}
