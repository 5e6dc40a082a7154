import type { Browser, Page } from 'playwright-core';
import { round } from './stats';

/**
 * The page's main thread during a bench's measured window (the CSV import, the POS exports): a
 * Chromium trace for the longest task's wall and CPU time, and the page's own PerformanceObserver
 * for the tasks over 50 ms.
 */

/** Collects the page's long tasks (over 50 ms) from its start: add it as an init script. */
export const OBSERVE_LONG_TASKS = () => {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Starts a Chromium trace of the page's main thread (the timeline and user timing) and marks its
 * start as `mark`; the page's time of the mark (longestMainThreadTask reads the tasks after it).
 */
export async function startMainThreadTrace(browser: Browser, page: Page, mark: string): Promise<number> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink.user_timing',
    ],
  });
  return page.evaluate((name) => {
    performance.mark(name);
    return performance.now();
  }, mark);
}

/**
 * The longest task of the page's main thread between two user-timing marks of a Chromium trace: its
 * wall time, and the most thread (CPU) time any of those tasks used.
 */
export function longestMainThreadTask(
  trace: Buffer | string,
  start: string,
  end: string,
): { wallMs: number; cpuMs: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const from = mark(start);
  const to = mark(end);
  if (!from || !to) throw new Error('the trace lacks the bench marks');
  const mainThreads = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === from.pid,
      )
      .map((e) => e.tid),
  );
  let wall = 0;
  let cpu = 0;
  let tasks = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== from.pid || !mainThreads.has(e.tid)) continue;
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    if (e.ts + (e.dur ?? 0) < from.ts || e.ts > to.ts) continue;
    tasks += 1;
    wall = Math.max(wall, (e.dur ?? 0) / 1000);
    cpu = Math.max(cpu, (e.tdur ?? 0) / 1000);
  }
  if (tasks === 0) throw new Error("the trace has no task of the page's main thread between the marks");
  return { wallMs: round(wall, 1), cpuMs: round(cpu, 1) };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** thread (CPU) time */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadFigures {
  /** the longest task of the page's main thread in the window (wall time, from the trace) */
  longestTaskMs: number;
  /**
   * the most CPU time one such task used (the trace's thread time): on a busy machine a task's wall
   * time also counts the time its thread waited for a core, this does not
   */
  longestTaskCpuMs: number;
  /** tasks over 50 ms the page's PerformanceObserver (OBSERVE_LONG_TASKS) saw in the window */
  longTasks: number[];
}

/**
 * Ends the window startMainThreadTrace began (marked `start`, at the page's time `startedAt`):
 * marks its end, stops the trace, and reads the longest task and the page's long tasks.
 */
export async function endMainThreadTrace(
  browser: Browser,
  page: Page,
  { start, startedAt }: { start: string; startedAt: number },
): Promise<MainThreadFigures> {
  const end = `${start}-end`;
  await page.evaluate((name) => performance.mark(name), end);
  const trace = await browser.stopTracing();
  const longTasks = await page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((t) => t.start >= from)
        .map((t) => Math.round(t.duration)),
    startedAt,
  );
  const longest = longestMainThreadTask(trace, start, end);
  return { longestTaskMs: longest.wallMs, longestTaskCpuMs: longest.cpuMs, longTasks };
}
