import { readFileSync } from 'node:fs';

/** The machine's CPU time so far (from /proc/stat): busy and idle jiffies. */
function cpuTimes(): { busy: number; idle: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0); // idle + iowait
  return { busy: n.reduce((a, b) => a + b, 0) - idle, idle };
}

/** The share of the CPUs busy over the next `ms` (0–1). */
async function busyShare(ms: number): Promise<number> {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTimes();
  const busy = b.busy - a.busy;
  return busy / Math.max(1, busy + b.idle - a.idle);
}

/**
 * Waits until the machine is quiet: a second with at most `maxBusy` of the CPUs busy (what a section
 * before left running, the database's own work after a seed, has ended), at most `timeoutMs`. A
 * section that measures time on the page starts after it. Returns how long it waited and the busy
 * share of the last second, for the report.
 */
export async function waitForQuiet(
  maxBusy = 0.15,
  timeoutMs = 60_000,
): Promise<{ waitedS: number; busy: number }> {
  const t0 = performance.now();
  let busy = await busyShare(1000);
  while (busy > maxBusy && performance.now() - t0 < timeoutMs) busy = await busyShare(1000);
  return { waitedS: Math.round((performance.now() - t0) / 1000), busy: Math.round(busy * 100) / 100 };
}
