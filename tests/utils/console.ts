/**
 * A warning or error in the console fails the test: React, antd and the router report misuse
 * there. A test that expects some output says so with `allowConsole(/pattern/)` (only matching
 * messages pass), or silences a level entirely with `vi.spyOn(console, 'error')`.
 */
type Level = 'error' | 'warn';

const original: Record<Level, (...args: unknown[]) => void> = {
  error: console.error,
  warn: console.warn,
};
const unexpected: string[] = [];
const allowed: RegExp[] = [];

/** React's warning for a state update outside `act` (e.g. timers that advance in real time). */
export const ACT_WARNING = /not wrapped in act/;

/** Lets console messages matching these patterns pass in the current test. */
export function allowConsole(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

function record(level: Level) {
  console[level] = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (allowed.some((p) => p.test(text))) return;
    unexpected.push(`console.${level}: ${text}`);
    original[level](...args);
  };
}

export function watchConsole() {
  unexpected.length = 0;
  allowed.length = 0;
  record('error');
  record('warn');
}

/** Restores the console; throws when the test wrote to it unexpectedly. */
export function checkConsole() {
  console.error = original.error;
  console.warn = original.warn;
  if (unexpected.length) {
    const found = unexpected.splice(0);
    throw new Error(`Unexpected console output:\n${found.join('\n').slice(0, 4000)}`);
  }
}
