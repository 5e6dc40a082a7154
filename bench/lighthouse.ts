import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { signInBrowserOnPort } from './browserSession';
import { cpuSlowdownFor } from './cpuCalibration';
import type { BenchAccount } from './portalSession';
import { median, round } from './stats';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

/** Budgets (ARCHITECTURE.md, the login-page and portal issue): Lighthouse 12, simulated throttling. */
export const LOGIN_BUDGET = { performance: 98, lcpMs: 1500, cls: 0 } as const;
export const PORTAL_BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, longTaskMs: 100 } as const;
export const ACCESSIBILITY_BUDGET = 95;

/**
 * The mobile profile is Lighthouse's default (a 412 px phone, 4x CPU slowdown, slow 4G); the tablet
 * profile (ARCHITECTURE.md for portal screens) is the same throttling on a 768 x 1024 screen.
 */
export type LighthouseProfile = 'mobile' | 'tablet';
const TABLET_SCREEN = { mobile: true, width: 768, height: 1024, deviceScaleFactor: 2, disabled: false };

export interface LighthouseOptions {
  profile?: LighthouseProfile;
  /**
   * The CPU slowdown (Lighthouse's default is 4, meant for a high-end desktop host): the calibrated
   * one of `calibrateCpuSlowdown` makes a budget mean the same device on any host.
   */
  cpuSlowdownMultiplier?: number;
  /**
   * A device signed in as this account first (browserSession.ts): the login page, then Lighthouse
   * keeps the browser's cookie and local storage. A portal page needs both: with the cookie alone
   * (no device session kept) it shows the login page.
   */
  signedInAs?: { base: string; account: BenchAccount };
}

export interface LongTask {
  url: string;
  /** ms, simulated (as TBT) */
  startTime: number;
  duration: number;
}

/** The script Lighthouse evaluates in the page while it measures (its long tasks are its own). */
const LIGHTHOUSE_OWN_SCRIPT = /_lighthouse-eval\.js$/;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface LighthouseRun {
  /** Lighthouse's measure of the host's CPU speed in this run (lhr.environment.benchmarkIndex) */
  benchmarkIndex: number;
  /** the CPU slowdown the run simulated */
  cpuSlowdownMultiplier: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** audits of the accessibility and best-practices categories that did not pass */
  failedAudits: string[];
  /** performance audits scoring under 0.9, with Lighthouse's display value: where the time goes */
  perfHints: string[];
  /** main-thread tasks of 50 ms or more (Lighthouse's long-tasks audit, simulated timings) */
  longTasks: LongTask[];
  /** the longest of them, 0 when there is none */
  longestTask: number;
  /**
   * the longest the page's own document or scripts ran: without Lighthouse's "Unattributable" tasks,
   * the browser's own (the navigation's commit, which a page without any script has too)
   */
  longestPageTask: number;
}

export interface LighthouseReport {
  url: string;
  runs: LighthouseRun[];
  /** medians over the runs; scores 0–100 */
  median: Omit<LighthouseRun, 'failedAudits' | 'perfHints' | 'longTasks'>;
  failedAudits: string[];
  perfHints: string[];
  /** errors of runs that were tried again */
  retried: string[];
}

/** One Lighthouse run (simulated throttling) in a fresh headless Chromium. */
export async function lighthouseOnce(url: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  const slowdown = options.cpuSlowdownMultiplier ?? throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const signedIn = options.signedInAs;
    if (signedIn) await signInBrowserOnPort(chrome.port, signedIn.base, signedIn.account);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: signedIn !== undefined,
      screenEmulation: options.profile === 'tablet' ? TABLET_SCREEN : undefined,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}/${ref.id}`),
    );
    const perfHints = (categories.performance?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a.id}${a.displayValue ? `: ${a.displayValue}` : ''}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    // a portal page that let its session go shows the login page at the base path: not the page measured
    if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}, not on the page measured`);
    const longTasks = ((audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [])
      // Lighthouse's own script, run in the page to gather its figures, is no task of the page's
      .filter((t) => !LIGHTHOUSE_OWN_SCRIPT.test(t.url))
      .map((t) => ({ url: t.url, startTime: round(t.startTime, 0), duration: round(t.duration, 0) }));
    return {
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      cpuSlowdownMultiplier: slowdown,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: round(metric('first-contentful-paint'), 0),
      lcp: round(metric('largest-contentful-paint'), 0),
      tbt: round(metric('total-blocking-time'), 0),
      cls: round(metric('cumulative-layout-shift'), 3),
      failedAudits,
      perfHints,
      longTasks,
      longestTask: Math.max(0, ...longTasks.map((t) => t.duration)),
      longestPageTask: Math.max(
        0,
        ...longTasks.filter((t) => t.url !== 'Unattributable').map((t) => t.duration),
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `times` times and reports the median of each figure. */
export async function lighthouseMedian(
  url: string,
  times = 3,
  options: LighthouseOptions = {},
): Promise<LighthouseReport> {
  const runs: LighthouseRun[] = [];
  const retried: string[] = [];
  for (let i = 0; i < times; i++) {
    // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): try that run again.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await lighthouseOnce(url, options));
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
        retried.push(err instanceof Error ? err.message : String(err));
      }
    }
  }
  const med = (key: Exclude<keyof LighthouseRun, 'failedAudits' | 'perfHints' | 'longTasks'>) =>
    median(runs.map((r) => r[key]));
  return {
    url,
    runs,
    median: {
      benchmarkIndex: med('benchmarkIndex'),
      cpuSlowdownMultiplier: med('cpuSlowdownMultiplier'),
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      fcp: med('fcp'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      cls: med('cls'),
      longestTask: med('longestTask'),
      longestPageTask: med('longestPageTask'),
    },
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
    perfHints: runs[runs.length - 1]?.perfHints ?? [],
    retried,
  };
}

export interface CpuCalibration {
  /** the median benchmarkIndex of the calibration runs, and each run's */
  benchmarkIndex: number;
  runs: number[];
  /** the slowdown every measured run then uses */
  cpuSlowdownMultiplier: number;
}

/**
 * Measures the host's benchmarkIndex with Lighthouse itself (`times` runs on a page that costs next
 * to nothing, the median taken) and the CPU slowdown that calibrates the profile on this host.
 */
export async function calibrateCpuSlowdown(url: string, times = 3): Promise<CpuCalibration> {
  const report = await lighthouseMedian(url, times);
  const runs = report.runs.map((r) => r.benchmarkIndex);
  const benchmarkIndex = median(runs);
  return { benchmarkIndex, runs, cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex) };
}
