/**
 * The server's notion of "now". Every API response carries a `Date` header; the difference to
 * the browser clock is kept so date-range rules ("future ranges cannot be selected") agree with
 * the server, also when the mock server's clock has been moved forward.
 */
let skewMs = 0;

export function recordServerDate(header: string | null | undefined) {
  if (!header) return;
  const server = Date.parse(header);
  if (!Number.isNaN(server)) skewMs = server - Date.now();
}

/** Milliseconds since the epoch on the server's clock. */
export function serverNow(): number {
  return Date.now() + skewMs;
}
