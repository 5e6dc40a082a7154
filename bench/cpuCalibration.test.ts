import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpuCalibration';

describe("Lighthouse's CPU slowdown calibrated from the host's benchmarkIndex (docs/throttling.md)", () => {
  it('gives the default 4x to the host it was set for, and more to a faster one', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('slows a slower host down less: 2x at 800, 1x at 150', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds a host up: a host slower than the target device runs unthrottled', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });
});
