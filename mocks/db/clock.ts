/**
 * The mock server's clock. "Now" starts at a fixed reference date when the data is seeded and
 * then ticks with real time; the mock controls can move it forward (settings.clockOffset) so
 * expiry rules (24 h confirmation links, 15 min resend, 30-day snapshot shares) can be seen.
 */
export const REFERENCE_DATE = '2026-11-20T12:00:00Z';
export const REFERENCE_SECONDS = Math.floor(Date.parse(REFERENCE_DATE) / 1000);

let clockOffset = 0;
let startedAtMs = Date.now();
let frozen = false;

export function configureClock(options: {
  offset?: number;
  startedAtMs?: number;
  frozen?: boolean;
}) {
  if (options.offset !== undefined) clockOffset = options.offset;
  if (options.startedAtMs !== undefined) startedAtMs = options.startedAtMs;
  if (options.frozen !== undefined) frozen = options.frozen;
}

export function clockState() {
  return { clockOffset, startedAtMs, frozen };
}

/** Current mock time in epoch seconds. */
export function now(): number {
  const elapsed = frozen ? 0 : Math.floor((Date.now() - startedAtMs) / 1000);
  return REFERENCE_SECONDS + clockOffset + Math.max(0, elapsed);
}

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86400;
