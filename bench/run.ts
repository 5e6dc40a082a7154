/**
 * `npm run bench`: bundle sizes, Lighthouse on the login page and on the portal's landing screen
 * (signed in), API load on PGlite with the demo data, then with a million tickets on PGlite and on
 * PostgreSQL. Prints a table and writes bench/results/latest.json.
 *
 *   npm run bench                          everything (about 20 minutes on 2 cores)
 *   npm run bench -- --only=bundle,load    some sections (bundle, lighthouse, load, csvimport, bulk, million, postgres, posexport, sessions);
 *                                          partial runs print only, latest.json is left alone; posexport
 *                                          alone seeds both million-ticket databases for its exports
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { analyzeDist, type BundleReport, LAZY_CHUNK_BUDGET, LOGIN_INITIAL_JS_BUDGET } from './bundle';
import { BULK_AVAILABILITY_ROWS, bulkAvailabilityBench } from './bulkAvailability';
import { CSV_IMPORT_LONG_TASK_BUDGET_MS, CSV_IMPORT_ROWS, csvImportBench } from './csvImport';
import {
  ACCESSIBILITY_BUDGET,
  type CpuCalibration,
  calibrateCpuSlowdown,
  LOGIN_BUDGET,
  type LighthouseOptions,
  type LighthouseReport,
  lighthouseMedian,
  PORTAL_BUDGET,
} from './lighthouse';
import { type LoadResult, loadTest } from './load';
import {
  POS_EXPORT_LONG_TASK_BUDGET_MS,
  POS_EXPORT_ROWS,
  POS_EXPORT_TOTAL_BUDGET_MS,
  type PosExportReport,
  posExportBench,
} from './posExport';
import { type Database, LOAD_BUDGET, latestTicketId, loadRequests, p95BudgetOf } from './loadBudgets';
import { MANAGER, OWNER, portalSession } from './portalSession';
import type { SeedTimings } from './seedMillion';
import pg from 'pg';
import { startCluster } from '../test/postgresCluster';
import { type RunningServer, removeDir, type ServerStore, startServer, tempDir } from './serverProcess';
import { waitForQuiet } from './quiet';
import { SESSION_LOAD_BUDGET, type SessionLoadResult, sessionLoad } from './sessionLoad';

const SECTIONS = [
  'bundle',
  'lighthouse',
  'load',
  'csvimport',
  'bulk',
  'million',
  'postgres',
  'posexport',
  'sessions',
] as const;
type Section = (typeof SECTIONS)[number];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
// names as written or in lower case (--only=posExport)
const selected = new Set<Section>(only ? (only.toLowerCase().split(',') as Section[]) : SECTIONS);
const TSX = 'node_modules/.bin/tsx';

interface Check {
  figure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}
const checks: Check[] = [];
const errors: string[] = [];
const check = (figure: string, value: string, budget = '', pass: boolean | null = null) =>
  checks.push({ figure, value, budget, pass });
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (err) {
    const msg = `${name}: ${err instanceof Error ? err.message : String(err)}`;
    errors.push(msg);
    check(name, 'ERROR', '', false);
    console.error(`[bench] ${msg}`);
    return undefined;
  }
}

async function bundle(): Promise<BundleReport & { buildMs: number }> {
  log('vite build');
  const t0 = performance.now();
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  const buildMs = Math.round(performance.now() - t0);
  const report = analyzeDist('dist');
  const initial = report.initial.gzip;
  check(
    'login initial JS (gzip -9)',
    kB(initial),
    `≤ ${kB(LOGIN_INITIAL_JS_BUDGET)}`,
    initial <= LOGIN_INITIAL_JS_BUDGET,
  );
  for (const chunk of report.lazy)
    check(
      `lazy chunk ${chunk.name}`,
      kB(chunk.gzip),
      `≤ ${kB(LAZY_CHUNK_BUDGET)}`,
      chunk.gzip <= LAZY_CHUNK_BUDGET,
    );
  return { buildMs, ...report };
}

/** Each load figure against its budget (ARCHITECTURE.md): portal data everywhere, the pages on PostgreSQL. */
function loadChecks(label: string, results: LoadResult[], database: Database) {
  const byName = new Map(results.map((r) => [r.name, r]));
  const health = byName.get('health');
  for (const r of results) {
    const answered = r.non2xx === 0 && r.errors === 0;
    const extra = answered ? '' : `, ${r.non2xx} non-2xx, ${r.errors} errors`;
    const p95Budget = p95BudgetOf(r.name, database);
    check(
      `${label} ${r.name} p50 / p95`,
      `${r.p50} / ${r.p95} ms${extra}`,
      p95Budget === null ? '' : `p95 ≤ ${p95Budget} ms`,
      p95Budget === null ? (answered ? null : false) : answered && r.p95 <= p95Budget,
    );
    if (r.name !== 'portal data') {
      check(`${label} ${r.name} req/s`, String(r.rps));
      continue;
    }
    check(
      `${label} portal data req/s`,
      String(r.rps),
      `≥ ${LOAD_BUDGET.portalDataRps}`,
      r.rps >= LOAD_BUDGET.portalDataRps,
    );
    if (health) {
      // ARCHITECTURE.md sets the ratio on PGlite; on PostgreSQL it is printed
      const ratio = Math.round((r.rps / health.rps) * 100) / 100;
      const budgeted = database === 'pglite';
      check(
        `${label} portal data / health req/s`,
        `${ratio} (health ${health.rps})`,
        budgeted ? `≥ ${LOAD_BUDGET.portalDataOfHealth}` : '',
        budgeted ? ratio >= LOAD_BUDGET.portalDataOfHealth : null,
      );
    }
  }
}

/**
 * Load at people's pace (sessionLoad.ts): 200 sessions of the owner, each alternating the portal data
 * and a 7-day sales summary with a second's think time, 60 s measured; p95 and errors against the budget.
 */
async function sessionRuns(label: string, base: string): Promise<SessionLoadResult> {
  const r = await sessionLoad(base, OWNER, log);
  check(
    `${label} ${r.sessions} sessions (${r.thinkMs} ms think): p50 / p95 / p99`,
    `${r.p50} / ${r.p95} / ${r.p99} ms (${r.rps} req/s)`,
    `p95 ≤ ${SESSION_LOAD_BUDGET.p95Ms} ms`,
    r.p95 <= SESSION_LOAD_BUDGET.p95Ms,
  );
  check(
    `${label} sessions: p95 portal data / sales summary 7 days`,
    `${r.p95PortalData} / ${r.p95SalesSummary} ms`,
  );
  check(
    `${label} sessions: errors`,
    `${r.errors}${r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : ''}`,
    `= ${SESSION_LOAD_BUDGET.errors}`,
    r.errors <= SESSION_LOAD_BUDGET.errors,
  );
  return r;
}

/**
 * The load runs, at 32 connections, 2 s warm-up, 10 s measured each, signed in as the owner with
 * Harbor Downtown picked: /health, the portal data, today's activity, the 30-day sales report, the
 * first page of the invoice list and of the discount list, the POS transaction search of each ticket
 * filter over 30 days and the newest ticket's detail (those at 8 connections); and as Harbor
 * Downtown's manager the first page of item availability.
 */
async function loadRuns(base: string): Promise<LoadResult[]> {
  const session = await portalSession(base, OWNER);
  const manager = await portalSession(base, MANAGER);
  const ticket = await latestTicketId(base, session);
  const out: LoadResult[] = [];
  for (const request of loadRequests(base, session, manager, ticket)) {
    log(`load: ${request.name}`);
    out.push(await loadTest(request));
  }
  return out;
}

/** The portal's landing screen, signed in as the owner of Harbor Bistro Group with a store picked. */
const PORTAL_PAGE = 'Portal/NewIndex/mystore';
/** A page without any script (the licence, 1.3 kB): the floor of what the browser itself does to show a page. */
const STATIC_PAGE = 'Eula/BackroomEULA.html';

/** A report's host speed and slowdown, printed beside its figures: "BI 812, CPU 1.99x". */
const hostText = (r: LighthouseReport) =>
  `BI ${r.median.benchmarkIndex}, CPU ${r.median.cpuSlowdownMultiplier}x`;

/**
 * Lighthouse x3 on the login page (mobile) and on the portal's landing screen (tablet, signed in),
 * then on each issue screen, every run with the CPU slowdown calibrated on this host first (the
 * median benchmarkIndex of 3 runs on a page without script, as Lighthouse documents): so that a
 * budget means the same device on any host, busy or not.
 */
async function lighthouseRuns(base: string) {
  const quiet = await waitForQuiet();
  const loadAverage = Math.round(loadavg()[0] * 100) / 100;
  check('lighthouse: load average before', `${loadAverage} (${quietText(quiet)})`);
  log(`lighthouse: calibrating the CPU slowdown on ${STATIC_PAGE}`);
  const calibration: CpuCalibration = await calibrateCpuSlowdown(`${base}${STATIC_PAGE}`);
  check(
    'lighthouse: host benchmarkIndex → CPU slowdown',
    `${calibration.benchmarkIndex} (runs ${calibration.runs.join(', ')}) → ${calibration.cpuSlowdownMultiplier}x`,
  );
  const throttle: LighthouseOptions = { cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier };
  log('lighthouse x3 (mobile, simulated throttling) on the login page');
  const login: LighthouseReport = await lighthouseMedian(base, 3, throttle);
  const l = login.median;
  check(
    'login performance',
    String(l.performance),
    `≥ ${LOGIN_BUDGET.performance}`,
    l.performance >= LOGIN_BUDGET.performance,
  );
  check('login LCP', `${l.lcp} ms`, `≤ ${LOGIN_BUDGET.lcpMs} ms`, l.lcp <= LOGIN_BUDGET.lcpMs);
  check('login CLS', String(l.cls), `= ${LOGIN_BUDGET.cls}`, l.cls <= LOGIN_BUDGET.cls);
  check(
    'login accessibility',
    String(l.accessibility),
    `≥ ${ACCESSIBILITY_BUDGET}`,
    l.accessibility >= ACCESSIBILITY_BUDGET,
  );
  check('login best-practices', String(l.bestPractices));
  check('login FCP / TBT', `${l.fcp} / ${l.tbt} ms (${hostText(login)})`);

  log(
    `lighthouse x3 (tablet, simulated throttling) on ${PORTAL_PAGE} as ${OWNER.username}, and on ${STATIC_PAGE}`,
  );
  // a reload of My store in a session that has shown its notifications: the screen itself, not the
  // notifications modal, is measured
  const portal: LighthouseReport = await lighthouseMedian(`${base}${PORTAL_PAGE}`, 3, {
    ...throttle,
    profile: 'tablet',
    signedInAs: { base, account: OWNER },
  });
  const p = portal.median;
  check(
    'portal performance',
    String(p.performance),
    `≥ ${PORTAL_BUDGET.performance}`,
    p.performance >= PORTAL_BUDGET.performance,
  );
  check('portal LCP', `${p.lcp} ms`, `≤ ${PORTAL_BUDGET.lcpMs} ms`, p.lcp <= PORTAL_BUDGET.lcpMs);
  check(
    'portal TBT',
    `${p.tbt} ms (${hostText(portal)})`,
    `≤ ${PORTAL_BUDGET.tbtMs} ms`,
    p.tbt <= PORTAL_BUDGET.tbtMs,
  );
  check(
    "portal longest start-up task (the page's)",
    `${p.longestPageTask} ms`,
    `≤ ${PORTAL_BUDGET.longTaskMs} ms`,
    p.longestPageTask <= PORTAL_BUDGET.longTaskMs,
  );
  // the browser's own tasks too: the navigation's commit, which a static page has as well (below)
  check("portal longest task, the browser's included", `${p.longestTask} ms`);
  const still = await lighthouseMedian(`${base}${STATIC_PAGE}`, 3, { ...throttle, profile: 'tablet' });
  check('a static page (no script): longest task', `${still.median.longestTask} ms (${hostText(still)})`);
  check('portal FCP / CLS / accessibility', `${p.fcp} ms / ${p.cls} / ${p.accessibility}`);
  // where the start-up's long tasks come from ("Unattributable": the browser's own, e.g. the navigation)
  const lastRun = portal.runs.at(-1);
  if (lastRun?.longTasks.length)
    check(
      'portal long tasks (last run)',
      lastRun.longTasks
        .slice(0, 4)
        .map((t) => `${t.url.replace(/^.*\//, '').slice(0, 14)} ${t.duration}`)
        .join(', '),
    );
  const menu = await screenPageRuns(base, throttle);
  const retried =
    login.retried.length + portal.retried.length + menu.reduce((n, m) => n + m.retried.length, 0);
  if (retried) check('lighthouse runs tried again', String(retried));
  return { loadAverage, calibration, login, portal, menu };
}

/**
 * The screens Lighthouse measures besides the landing page: every newer screen of issues 7–10 on the
 * demo data (owner with Harbor Downtown chosen; item availability as Harbor Downtown's manager, as it
 * is not for company users).
 */
const SCREEN_PAGES = [
  { name: 'discount list', path: 'Portal/NewIndex/menu/discounts', as: OWNER },
  { name: 'categories', path: 'Portal/NewIndex/menu/categoriesoritems/categories', as: OWNER },
  { name: 'loyalty tier pricing', path: 'Portal/NewIndex/menu/loyaltytierpricing', as: OWNER },
  { name: 'item availability', path: 'Portal/NewIndex/menu/itemAvailability', as: MANAGER },
  { name: 'pos transactions', path: 'Portal/NewIndex/results/posTrans', as: OWNER },
  { name: 'sales summary', path: 'Portal/NewIndex/results/sales/summary?period=lastWeek', as: OWNER },
  { name: 'my bills', path: 'Portal/NewIndex/account/mybills', as: OWNER },
  { name: 'store configuration', path: 'Portal/NewIndex/settings/store/storeconfiguration', as: OWNER },
  { name: 'company information', path: 'Portal/NewIndex/settings/companyinformation/info', as: OWNER },
  { name: 'pay codes', path: 'Portal/NewIndex/settings/paycodes', as: OWNER },
  { name: 'alert management', path: 'Portal/NewIndex/settings/store/alertmanagement', as: OWNER },
  { name: 'revenue centers', path: 'Portal/NewIndex/settings/revenuecenters', as: OWNER },
  { name: 'security controls', path: 'Portal/NewIndex/employees/securityControls', as: OWNER },
  { name: 'schedule enforcement', path: 'Portal/NewIndex/employees/scheduleEnforcement', as: OWNER },
  { name: 'employees', path: 'Portal/NewIndex/employees/employees', as: OWNER },
] as const;

/** Lighthouse x3 (tablet) on each of those screens: performance, accessibility, LCP and TBT against the portal's budgets. */
async function screenPageRuns(base: string, throttle: LighthouseOptions) {
  const reports: LighthouseReport[] = [];
  for (const page of SCREEN_PAGES) {
    log(`lighthouse x3 (tablet) on ${page.path} as ${page.as.username}`);
    const report = await lighthouseMedian(`${base}${page.path}`, 3, {
      ...throttle,
      profile: 'tablet',
      signedInAs: { base, account: page.as },
    });
    const m = report.median;
    check(
      `${page.name} performance`,
      String(m.performance),
      `≥ ${PORTAL_BUDGET.performance}`,
      m.performance >= PORTAL_BUDGET.performance,
    );
    check(
      `${page.name} accessibility`,
      String(m.accessibility),
      `≥ ${ACCESSIBILITY_BUDGET}`,
      m.accessibility >= ACCESSIBILITY_BUDGET,
    );
    check(`${page.name} LCP`, `${m.lcp} ms`, `≤ ${PORTAL_BUDGET.lcpMs} ms`, m.lcp <= PORTAL_BUDGET.lcpMs);
    check(
      `${page.name} TBT`,
      `${m.tbt} ms (${hostText(report)})`,
      `≤ ${PORTAL_BUDGET.tbtMs} ms`,
      m.tbt <= PORTAL_BUDGET.tbtMs,
    );
    check(`${page.name} CLS`, String(m.cls));
    reports.push(report);
  }
  return reports;
}

/** The demo-data server: Lighthouse on the login page and the portal, then load. */
async function demoServer() {
  const dir = tempDir('backroom-bench-');
  try {
    log('start server (PGlite, demo data)');
    const t0 = performance.now();
    const server = await startServer({ dataDir: join(dir, 'data') });
    const startMs = Math.round(performance.now() - t0);
    try {
      let lighthouse: Awaited<ReturnType<typeof lighthouseRuns>> | undefined;
      if (selected.has('lighthouse'))
        lighthouse = await section('lighthouse', () => lighthouseRuns(server.base));
      let load: LoadResult[] | undefined;
      if (selected.has('load')) {
        load = await section('load (demo data)', async () => {
          const results = await loadRuns(server.base);
          loadChecks('demo', results, 'pglite');
          return results;
        });
      }
      let sessions: SessionLoadResult | undefined;
      if (selected.has('sessions'))
        sessions = await section('sessions (demo data)', () => sessionRuns('demo', server.base));
      return { serverStartMs: startMs, lighthouse, load, sessions };
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dir);
  }
}

/** Issue 7: a bulk availability save of 1,000 rows as the outbox sends it (medians of 3). */
async function bulkAvailabilityRuns() {
  const report = await bulkAvailabilityBench(log);
  const rows = BULK_AVAILABILITY_ROWS.toLocaleString('en-US');
  check(
    `bulk availability save, ${rows} rows (${report.batches} requests)`,
    `${report.medianMs} ms (runs ${report.runsMs.join(', ')} ms)`,
  );
  return report;
}

/**
 * The item CSV import of 5,000 rows in chromium: its times and the longest main-thread task (medians
 * of 3), on the build the bundle section made, or on one of its own.
 */
async function csvImportRuns(built: boolean) {
  const loadAverage = Math.round(loadavg()[0] * 100) / 100;
  const report = await csvImportBench(log, { built });
  const m = report.median;
  const rows = CSV_IMPORT_ROWS.toLocaleString('en-US');
  check(`csv import ${rows}: load average before`, String(loadAverage));
  check(`csv import ${rows}: choose → preview`, `${m.previewMs} ms`);
  check(`csv import ${rows}: import → created`, `${m.createMs} ms`);
  check(`csv import ${rows}: end to end`, `${m.totalMs} ms`);
  check(
    `csv import ${rows}: longest main-thread task`,
    `${m.longestTaskMs} ms`,
    `≤ ${CSV_IMPORT_LONG_TASK_BUDGET_MS} ms`,
    m.longestTaskMs <= CSV_IMPORT_LONG_TASK_BUDGET_MS,
  );
  check(`csv import ${rows}: longest task's CPU time (thread time)`, `${m.longestTaskCpuMs} ms`);
  check(
    `csv import ${rows}: long tasks seen by the page (each run)`,
    report.runs.map((r) => (r.longTasks.length ? r.longTasks.join('+') : 'none')).join(' / '),
  );
  return { loadAverage, ...report };
}

function runSeed(target: string): Promise<SeedTimings> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['bench/seedMillion.ts', target], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(JSON.parse(last) as SeedTimings);
      else reject(new Error(`seedMillion exited with ${code}: ${out}`));
    });
  });
}

/**
 * Issue 8: the POS exports of 100,000 rows in chromium on a server over the million tickets (the
 * 1M PGlite and the 1M PostgreSQL sections', after their load runs), on the built portal: building
 * it first unless this run has built it already.
 */
async function posExportRuns(label: string, server: RunningServer, built: boolean): Promise<PosExportReport> {
  if (!built) {
    log('pos export: vite build');
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  }
  const quiet = await waitForQuiet();
  const loadAverage = Math.round(loadavg()[0] * 100) / 100;
  const report = await posExportBench(log, server);
  const rows = POS_EXPORT_ROWS.toLocaleString('en-US');
  check(`${label}: pos export ${rows}: load average before`, `${loadAverage} (${quietText(quiet)})`);
  for (const [code, m] of Object.entries(report.median)) {
    const name = `${label}: pos export ${code} ${rows}`;
    check(
      `${name}: end to end`,
      `${m.totalMs} ms`,
      `≤ ${POS_EXPORT_TOTAL_BUDGET_MS} ms`,
      m.totalMs <= POS_EXPORT_TOTAL_BUDGET_MS,
    );
    check(
      `${name}: longest main-thread task`,
      `${m.longestTaskMs} ms`,
      `≤ ${POS_EXPORT_LONG_TASK_BUDGET_MS} ms`,
      m.longestTaskMs <= POS_EXPORT_LONG_TASK_BUDGET_MS,
    );
    check(`${name}: longest task's CPU time`, `${m.longestTaskCpuMs} ms`);
    check(`${name}: server RSS before / peak`, `${m.serverRssBeforeMb} / ${m.serverRssPeakMb} MB`);
    check(`${name}: rows in the file`, String(m.fileRows), `= ${rows}`, m.fileRows === POS_EXPORT_ROWS);
  }
  check(
    `${label}: pos export: long tasks seen by the page (each run)`,
    report.runs.map((r) => (r.longTasks.length ? r.longTasks.join('+') : 'none')).join(' / '),
  );
  return report;
}

/** What waitForQuiet found: the wait and the busy share of the CPUs when the section began. */
const quietText = (q: { waitedS: number; busy: number }) =>
  `after ${q.waitedS} s quiet wait, CPUs ${Math.round(q.busy * 100)}% busy`;

/** Whether this run has built the portal already (the bundle or the CSV import section). */
let portalBuilt = false;

/** A million tickets added to the demo data (in a child process), then the server on it and load. */
async function millionRuns(
  label: string,
  database: Database,
  store: ServerStore,
  { load = true, posExport = false }: { load?: boolean; posExport?: boolean } = {},
) {
  log(`seed ${label}: demo data + 1,000,000 tickets (a few minutes)`);
  const t0 = performance.now();
  const seed = await runSeed(store.databaseUrl ?? store.dataDir);
  const seedWallMs = Math.round(performance.now() - t0);
  check(
    `${label}: seed 1M tickets`,
    `${(seed.ticketsMs / 1000).toFixed(1)} s (whole script ${(seedWallMs / 1000).toFixed(1)} s)`,
  );
  log(`start server (${label})`);
  const server = await startServer(store);
  try {
    let results: LoadResult[] | undefined;
    if (load) {
      results = await loadRuns(server.base);
      loadChecks(label, results, database);
    }
    let sessions: SessionLoadResult | undefined;
    if (load && selected.has('sessions'))
      sessions = await section(`sessions (${label})`, () => sessionRuns(label, server.base));
    let exports: PosExportReport | undefined;
    if (posExport) {
      exports = await section(`pos export (${label})`, () => posExportRuns(label, server, portalBuilt));
      portalBuilt = true;
    }
    return { seed: { ...seed, wallMs: seedWallMs }, load: results, sessions, posExport: exports };
  } finally {
    await server.stop();
  }
}

/**
 * PGlite in a fresh data directory with a million tickets: the load runs (the million section) and
 * the POS exports (posexport) on the same server, or one of them alone.
 */
async function millionServer() {
  const dir = tempDir('backroom-bench-million-');
  try {
    return await millionRuns(
      '1M PGlite',
      'pglite',
      { dataDir: join(dir, 'data') },
      { load: selected.has('million'), posExport: selected.has('posexport') },
    );
  } finally {
    removeDir(dir);
  }
}

/** A private PostgreSQL 15 cluster (test/postgresCluster.ts) with a million tickets. */
async function postgresServer() {
  const dir = tempDir('backroom-bench-pg-');
  const cluster = await startCluster(dir);
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database backroom_bench');
    await admin.end();
    const store = { dataDir: join(dir, 'data'), databaseUrl: cluster.url('backroom_bench') };
    return await millionRuns('1M PostgreSQL', 'postgres', store, {
      load: selected.has('postgres'),
      posExport: selected.has('posexport'),
    });
  } finally {
    cluster.stop();
    removeDir(dir);
  }
}

function gitCommit(): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

function printTable() {
  const w0 = Math.max(...checks.map((c) => c.figure.length));
  const w1 = Math.max(...checks.map((c) => c.value.length));
  const w2 = Math.max(...checks.map((c) => c.budget.length));
  console.log('');
  for (const c of checks) {
    const verdict = c.pass === null ? '' : c.pass ? 'PASS' : 'FAIL';
    console.log(`${c.figure.padEnd(w0)}  ${c.value.padStart(w1)}  ${c.budget.padEnd(w2)}  ${verdict}`);
  }
}

async function main() {
  const started = new Date();
  const loadAtStart = loadavg()[0];
  if (loadAtStart > 0.5 * cpus().length)
    console.warn(
      `[bench] the machine is busy (load average ${loadAtStart.toFixed(1)}): figures will be skewed`,
    );
  const t0 = performance.now();
  const results: Record<string, unknown> = {};
  if (selected.has('bundle')) results.bundle = await section('bundle', bundle);
  portalBuilt = results.bundle !== undefined;
  if (selected.has('lighthouse') || selected.has('load') || selected.has('sessions'))
    results.demo = await section('server (demo data)', demoServer);
  if (selected.has('csvimport')) {
    results.csvImport = await section('csv import', () => csvImportRuns(portalBuilt));
    portalBuilt ||= results.csvImport !== undefined;
  }
  if (selected.has('bulk'))
    results.bulkAvailability = await section('bulk availability', bulkAvailabilityRuns);
  if (selected.has('million') || selected.has('posexport'))
    results.million = await section('server (1M PGlite)', millionServer);
  if (selected.has('postgres') || selected.has('posexport'))
    results.postgres = await section('server (1M PostgreSQL)', postgresServer);
  printTable();
  const failed = checks.filter((c) => c.pass === false);
  const report = {
    timestamp: started.toISOString(),
    durationS: Math.round((performance.now() - t0) / 1000),
    commit: gitCommit(),
    machine: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? null,
      memoryGB: Math.round(totalmem() / 1e9),
      /** other work on the machine skews the figures: the 1-minute load average before the run */
      loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
    },
    budgets: {
      loginInitialJsGzipBytes: LOGIN_INITIAL_JS_BUDGET,
      lazyChunkGzipBytes: LAZY_CHUNK_BUDGET,
      lighthouseLogin: LOGIN_BUDGET,
      lighthousePortal: PORTAL_BUDGET,
      lighthouseAccessibilityMin: ACCESSIBILITY_BUDGET,
      load: LOAD_BUDGET,
    },
    summary: checks,
    failed: failed.map((c) => c.figure),
    errors,
    ...results,
  };
  console.log(
    `\n${failed.length ? `${failed.length} FAILED: ${failed.map((c) => c.figure).join('; ')}` : 'all budgets met'}`,
  );
  if (only) console.log('partial run (--only): bench/results/latest.json not written');
  else {
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log('written: bench/results/latest.json');
  }
  process.exitCode = failed.length ? 1 : 0;
}

void main();
