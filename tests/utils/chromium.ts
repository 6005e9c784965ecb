/**
 * How the test suites and the browser benchmarks start Debian's Chromium (playwright-core):
 * its paths (CHROMIUM_PATH points both at another) and the flags that keep a headless run quiet
 * and repeatable (no GPU, no QUIC, no background downloads, updates or sync, no first-run
 * screens).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The suites' headless browser: Debian's chromium-headless-shell, the same Chromium built as a
 * headless shell only (no window code; a journey's navigations stay in fewer renderer processes
 * and the browser process works less per navigation). Where the package does not exist (it is
 * Debian's) the full browser runs headless; a headed run (E2E_HEADED) takes the full browser.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
