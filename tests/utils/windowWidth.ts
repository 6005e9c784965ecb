import { onTestFinished } from 'vitest';

/**
 * Gives jsdom's window another width (jsdom's default is 1024 px) for what renders next; a test
 * that needs mounted components to react dispatches a `resize` event itself. The property stays
 * writable and configurable, so a test file after this one in the same worker can set it again.
 */
export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** A window `width` px wide for this test only; the width before comes back when it ends. */
export function useWindowWidth(width: number) {
  const before = window.innerWidth;
  setWindowWidth(width);
  onTestFinished(() => setWindowWidth(before));
}
