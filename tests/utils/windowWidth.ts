import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * Gives jsdom's window another width for the rest of the test (jsdom's default is 1024 px) and
 * tells listeners, as a real resize would. The property stays writable and configurable, so a
 * test file after this one in the same worker can set it again.
 */
export function setWindowWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    });
    window.dispatchEvent(new Event('resize'));
  });
}

/** A window `width` px wide for this test only; the width before comes back when it ends. */
export function useWindowWidth(width: number) {
  const before = window.innerWidth;
  setWindowWidth(width);
  onTestFinished(() => setWindowWidth(before));
}
