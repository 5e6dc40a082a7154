import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once, a new one only after it stayed for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), {
      initialProps: { v: 1 },
    });
    expect(result.current).toBe(1);
    rerender({ v: 2 });
    act(() => vi.advanceTimersByTime(600));
    rerender({ v: 3 });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(3);
  });
});
