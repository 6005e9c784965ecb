/**
 * Where the e2e time goes: with E2E_PROFILE=1 every file prints, at its end, how often and how
 * long it opened contexts, loaded the app, logged in, waited for a settled page, ran axe and took
 * screenshots (`E2E_PROFILE=1 npm run test:e2e`, or one file through vitest). A measurement for
 * people; nothing is asserted on it.
 */
const spent = new Map<string, number[]>();

export async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    if (!spent.has(step)) spent.set(step, []);
    spent.get(step)!.push(performance.now() - start);
  }
}

/**
 * Prints what the file spent per step (E2E_PROFILE=1) and starts the count afresh. Called when a
 * file ends (endOfFile, or closeBrowser for a file with a browser of its own): the worker keeps
 * this module for its next file (isolate: false), so a hook registered here would run for the
 * first file only.
 */
export function reportTimings() {
  if (process.env.E2E_PROFILE && spent.size) {
    const lines = [...spent].map(([step, times]) => {
      const total = times.reduce((a, b) => a + b, 0);
      return `  ${step.padEnd(11)} ${String(times.length).padStart(4)} x  ${(total / 1000).toFixed(1).padStart(6)} s`;
    });
    console.log(`e2e time by step:\n${lines.join('\n')}`);
  }
  spent.clear();
}
