import { renderHook } from '@testing-library/react';
import { IDLE_OVERRIDE_KEY, idleOverride, readIdleOverride, useIdleSettings } from './idleSettings';

describe('idle settings', () => {
  it("are the spec's timings unless QA asked for others", () => {
    sessionStorage.clear();
    expect(renderHook(() => useIdleSettings()).result.current).toEqual({
      timeout: 1_200_000,
      promptBefore: 20_000,
      throttle: 500,
    });
  });

  it('?idle=<ms> shortens the timeout for QA; the prompt starts at most 20 s before', () => {
    expect(idleOverride(60_000)).toEqual({ timeout: 60_000, promptBefore: 20_000, throttle: 500 });
    expect(idleOverride(8_000)).toEqual({ timeout: 8_000, promptBefore: 4_000, throttle: 500 });
    expect(idleOverride(0)).toBeNull();
    expect(idleOverride(-5)).toBeNull();
    expect(idleOverride(Number('abc'))).toBeNull();
  });

  it('remembers the override for the tab and clears it with ?idle=0', () => {
    expect(readIdleOverride('', sessionStorage)).toBeNull();
    expect(readIdleOverride('?idle=30000', sessionStorage)?.timeout).toBe(30_000);
    expect(sessionStorage.getItem(IDLE_OVERRIDE_KEY)).toBe('30000');
    expect(readIdleOverride('?other=1', sessionStorage)?.timeout).toBe(30_000);
    expect(readIdleOverride('?idle=0', sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(IDLE_OVERRIDE_KEY)).toBeNull();
  });
});
