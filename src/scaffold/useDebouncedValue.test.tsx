import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a new value only once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), {
      initialProps: { v: [1] },
    });
    expect(result.current).toEqual([1]);
    rerender({ v: [1, 2] });
    act(() => vi.advanceTimersByTime(600));
    rerender({ v: [1, 2, 3] });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toEqual([1]);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toEqual([1, 2, 3]);
  });

  it('keeps the same value for an equal one (a new array of the same ids)', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), {
      initialProps: { v: [4] },
    });
    const first = result.current;
    rerender({ v: [4] });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(first);
  });
});
