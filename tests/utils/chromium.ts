/**
 * How the test suites and the browser benchmarks start Debian's Chromium (playwright-core):
 * its path (CHROMIUM_PATH points at another) and the flags that keep a headless run quiet and
 * repeatable (no GPU, no QUIC, no background downloads, updates or sync, no first-run screens).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
