import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, round } from './stats';

/** Budgets (ARCHITECTURE.md): Lighthouse mobile, simulated throttling. */
export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 95;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
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
}

export interface LighthouseReport {
  url: string;
  runs: LighthouseRun[];
  /** medians over the runs; scores 0–100 */
  median: Omit<LighthouseRun, 'failedAudits' | 'perfHints'>;
  failedAudits: string[];
  perfHints: string[];
  /** errors of runs that were tried again */
  retried: string[];
}

/** One Lighthouse run, default (mobile, simulated throttling) config, in a fresh headless Chromium. */
export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
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
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: round(metric('first-contentful-paint'), 0),
      lcp: round(metric('largest-contentful-paint'), 0),
      tbt: round(metric('total-blocking-time'), 0),
      cls: round(metric('cumulative-layout-shift'), 3),
      failedAudits,
      perfHints,
    };
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `times` times and reports the median of each figure. */
export async function lighthouseMedian(url: string, times = 3): Promise<LighthouseReport> {
  const runs: LighthouseRun[] = [];
  const retried: string[] = [];
  for (let i = 0; i < times; i++) {
    // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): try that run again.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await lighthouseOnce(url));
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
        retried.push(err instanceof Error ? err.message : String(err));
      }
    }
  }
  const med = (key: Exclude<keyof LighthouseRun, 'failedAudits' | 'perfHints'>) =>
    median(runs.map((r) => r[key]));
  return {
    url,
    runs,
    median: {
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      fcp: med('fcp'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      cls: med('cls'),
    },
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
    perfHints: runs[runs.length - 1]?.perfHints ?? [],
    retried,
  };
}
