/** Unguessable random tokens of the mock server (confirmation links, sessions, devices). */

/** `bytes` random bytes as lowercase hex (default 16 bytes = 128 bits = 32 hex characters). */
export function randomToken(bytes = 16): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}
