import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedFlag } from './useDebouncedFlag';

describe('useDebouncedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only after the flag stayed true for 350 ms', () => {
    const { result } = renderHook(({ flag }) => useDebouncedFlag(flag), {
      initialProps: { flag: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(349));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true when the flag drops before the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDebouncedFlag(flag), {
      initialProps: { flag: true },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('turns false at once and restarts the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDebouncedFlag(flag, 100), {
      initialProps: { flag: true },
    });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
