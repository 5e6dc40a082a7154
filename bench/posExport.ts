/**
 * POS transaction exports of 100,000 rows end to end (issue 8, 2-menu §7 and §9): in Debian's
 * chromium (Playwright), signed in as the owner at Harbor Downtown (2001), on the POS transactions
 * page of the built portal over the million-ticket database (bench/seedMillion.ts), Export → "POS
 * Trans" and Export → "Ticket Detail" for a range of 150 days (about 137,000 of the store's tickets,
 * and more ticket lines: each file holds the newest 100,000 rows). The server streams the rows
 * (NDJSON, read in keyset batches); the page hands the pieces to the CSV worker, which builds the
 * file with papaparse; the page saves it.
 *
 * Measured per export: the whole (the menu item pressed → the file saved and "saved" said), the
 * longest task of the page's main thread in that window (from a Chromium trace, as the CSV import
 * bench: wall time and the most CPU time one task used), the tasks over 50 ms the page's
 * PerformanceObserver ('longtask') saw, and the server's resident memory (RSS, sampled every 50 ms:
 * before, and the most during the export). The saved file is read back: its header and 100,000 rows.
 * 3 runs of each file (a fresh page each), medians.
 *
 * Budgets: the whole ≤ 2 s, the longest main-thread task ≤ 50 ms.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { EXPORT_TYPE_CODES, type ExportTypeCode, MAX_EXPORT_ROWS } from '../src/domain/posTransactions';
import { parseCsvText } from '../src/scaffold/csv/csvText';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import {
  endMainThreadTrace,
  type MainThreadFigures,
  OBSERVE_LONG_TASKS,
  startMainThreadTrace,
} from './mainThread';
import { signInOnPage } from './browserSession';
import { OWNER } from './portalSession';
import type { RunningServer } from './serverProcess';
import { median } from './stats';

export const POS_EXPORT_ROWS = MAX_EXPORT_ROWS;
/** The targets: the whole export, and the page's longest task meanwhile. */
export const POS_EXPORT_TOTAL_BUDGET_MS = 2000;
export const POS_EXPORT_LONG_TASK_BUDGET_MS = 50;
const RUNS = 3;
/** Days of tickets exported: Harbor Downtown has about 900 a day in the million (3 stores, 365 days). */
const RANGE_DAYS = 150;

/** The files, as the menu names them (PosExport.PosTrans, PosExport.TicketDetail). */
const FILES: { code: ExportTypeCode; label: string }[] = [
  { code: EXPORT_TYPE_CODES.posTransactions, label: 'POS Trans' },
  { code: EXPORT_TYPE_CODES.ticketDetail, label: 'Ticket Detail' },
];

/** The main thread's figures are of the export's window. */
export interface PosExportRun extends MainThreadFigures {
  code: ExportTypeCode;
  /** the menu item pressed → the file saved and its "saved" message shown */
  totalMs: number;
  /** the server process's RSS before the export and the most during it (MB) */
  serverRssBeforeMb: number;
  serverRssPeakMb: number;
  /** the data rows of the saved file */
  fileRows: number;
  /** what the page said ("POS Trans saved: the newest 100,000 of 137,052 tickets.") */
  message: string;
}

type Figures = Omit<PosExportRun, 'code' | 'longTasks' | 'message'>;
export interface PosExportReport {
  rows: number;
  rangeDays: number;
  runs: PosExportRun[];
  median: Record<ExportTypeCode, Figures>;
}

/** The RSS of the largest process in a process group (the server: tsx's node child), in MB. */
export function largestRssMb(processGroup: number): number {
  let largest = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // stat: "pid (comm) state ppid pgrp …" — comm may hold spaces, so read after its ")"
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== processGroup) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'));
      if (rss) largest = Math.max(largest, Number(rss[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(largest / 1024);
}

/** Samples a process group's RSS every 50 ms until stopped: the most seen. */
function sampleRss(processGroup: number) {
  let peak = largestRssMb(processGroup);
  const timer = setInterval(() => {
    peak = Math.max(peak, largestRssMb(processGroup));
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, largestRssMb(processGroup));
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The POS transactions page on the last RANGE_DAYS days (the list's own address: from, to). */
export function exportPagePath(today = new Date()): string {
  const from = new Date(today.getTime() - (RANGE_DAYS - 1) * 86_400_000);
  return `Portal/NewIndex/results/posTrans?from=${isoDay(from)}&to=${isoDay(today)}`;
}

async function oneExport(
  browser: Browser,
  server: RunningServer,
  file: { code: ExportTypeCode; label: string },
): Promise<PosExportRun> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInOnPage(page, server.base, OWNER);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(`${server.base}${exportPagePath()}`);
  // the list has loaded and the menu is open: only the export is in the measured window
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await openMenu(page, problems);
  const item = page.getByRole('menuitem', { name: file.label, exact: true });
  await item.waitFor({ timeout: 30_000 });

  const startedAt = await startMainThreadTrace(browser, page, 'bench-export-start');
  const stopRss = sampleRss(server.pid);
  const rssBefore = largestRssMb(server.pid);
  const t0 = performance.now();
  const downloaded = page.waitForEvent('download', { timeout: 120_000 });
  await item.click();
  const download = await downloaded;
  const saved = page.getByRole('status').filter({ hasText: `${file.label} saved` });
  await saved.waitFor({ timeout: 120_000 });
  const totalMs = Math.round(performance.now() - t0);
  const rssPeak = stopRss();
  const mainThread = await endMainThreadTrace(browser, page, { start: 'bench-export-start', startedAt });
  const message = (await saved.textContent()) ?? '';
  const fileRows = await savedRows(await download.path());
  await context.close();
  return {
    code: file.code,
    totalMs,
    ...mainThread,
    serverRssBeforeMb: rssBefore,
    serverRssPeakMb: rssPeak,
    fileRows,
    message,
  };
}

async function openMenu(page: Page, problems: string[]) {
  const menu = page.getByRole('button', { name: 'Export', exact: true });
  await menu.waitFor({ timeout: 30_000 }).catch((err: Error) => {
    throw new Error(`${err.message.split('\n')[0]}; the page said: ${problems.join(' | ') || 'nothing'}`);
  });
  await menu.click();
}

/** The data rows of a saved CSV file (its header checked). */
async function savedRows(path: string): Promise<number> {
  const parsed = parseCsvText(readFileSync(path, 'utf8'), Number.MAX_SAFE_INTEGER);
  if (!parsed.ok) throw new Error(`the saved file is not CSV: ${parsed.key}`);
  if (!parsed.header.includes('TicketNumber'))
    throw new Error(`unexpected header: ${parsed.header.join(',')}`);
  return parsed.rows.length;
}

/**
 * Runs the exports against a server already on the million-ticket database (run.ts: the 1M PGlite
 * section's server, or one of its own): each file RUNS times, a fresh page each. The portal must be
 * built (dist) from these sources.
 */
export async function posExportBench(
  log: (msg: string) => void,
  server: RunningServer,
): Promise<PosExportReport> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const runs: PosExportRun[] = [];
    for (let run = 1; run <= RUNS; run++)
      for (const file of FILES) {
        log(`pos export: ${file.label}, run ${run} of ${RUNS}`);
        runs.push(await oneExport(browser, server, file));
      }
    const figures = (code: ExportTypeCode): Figures => {
      const of = (k: keyof Figures) => median(runs.filter((r) => r.code === code).map((r) => r[k]));
      return {
        totalMs: of('totalMs'),
        longestTaskMs: of('longestTaskMs'),
        longestTaskCpuMs: of('longestTaskCpuMs'),
        serverRssBeforeMb: of('serverRssBeforeMb'),
        serverRssPeakMb: of('serverRssPeakMb'),
        fileRows: of('fileRows'),
      };
    };
    return {
      rows: POS_EXPORT_ROWS,
      rangeDays: RANGE_DAYS,
      runs,
      median: { pt: figures('pt'), td: figures('td') },
    };
  } finally {
    await browser.close();
  }
}
