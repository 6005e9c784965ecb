import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Fills the ${NAME} placeholders of a template with the given values, as envsubst does, and
 * fails on any placeholder left without a value (nginx variables such as $uri have no braces).
 */
export function renderTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for \${${name}}`);
    return String(values[name]);
  });
}

/**
 * What a start script of the image (an .envsh next to this file) exports for the template, run
 * as the nginx image runs it: sourced by POSIX sh under `set -e`, with only `env` and PATH set.
 * Throws the script's message when it refuses a value.
 */
function sourced<K extends string>(
  script: string,
  names: readonly K[],
  env: Record<string, string | undefined>,
): Record<K, string> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  // each value on a line of its own (none holds a newline)
  const print = names.map((n) => `"$${n}"`).join(' ');
  const run = spawnSync('sh', ['-ec', `. "${path}"; printf '%s\n' ${print}`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr.trim() || `${script} failed (${run.status})`);
  const lines = run.stdout.split('\n');
  return Object.fromEntries(names.map((n, i) => [n, lines[i]])) as Record<K, string>;
}

/** What runtime-config.envsh reads; unset or '' is off. */
export interface HostSettings {
  APP_ENVIRONMENT?: string;
  SENTRY_DSN?: string;
  ANALYTICS_URL?: string;
  APP_RELEASE?: string;
}

/**
 * The template values the container's start derives from the host's settings
 * (runtime-config.envsh): RUNTIME_CONFIG and CONNECT_SRC.
 */
export const hostSettings = (settings: HostSettings) =>
  sourced('runtime-config.envsh', ['RUNTIME_CONFIG', 'CONNECT_SRC'], { ...settings });

/** What tls.envsh reads; no certificate is plain HTTP. */
export interface TlsSettings {
  TLS_CERTIFICATE?: string;
  TLS_CERTIFICATE_KEY?: string;
  TLS_PORT?: string | number;
}

/**
 * The template values the container's start derives for HTTPS (tls.envsh): TLS ('' on, '#'
 * off), TLS_PORT, TLS_LISTEN, TLS_HTTP2 (as the nginx on PATH turns HTTP/2 on),
 * TLS_CERTIFICATE and TLS_CERTIFICATE_KEY.
 */
export const tlsSettings = ({ TLS_PORT, ...files }: TlsSettings = {}) =>
  sourced(
    'tls.envsh',
    ['TLS', 'TLS_PORT', 'TLS_LISTEN', 'TLS_HTTP2', 'TLS_CERTIFICATE', 'TLS_CERTIFICATE_KEY'],
    { ...files, ...(TLS_PORT !== undefined && { TLS_PORT: String(TLS_PORT) }) },
  );
