import { round } from './stats';

/**
 * The CPU slowdown that makes this host emulate the device Lighthouse's mobile profile means, from
 * the host's benchmarkIndex, as Lighthouse documents (docs/throttling.md, "Calibrating multipliers",
 * and its CPU throttling calculator): 4x stands for a host of about 1,533; a faster host slows down
 * more (1,300 → 3x, +1x per 233 more), a slower one less (800 → 2x, 150 → 1x); never below 1x.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return round(Math.max(1, multiplier), 2);
}
