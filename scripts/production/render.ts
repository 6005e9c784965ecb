import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Fills the ${NAME} placeholders of a template with the given values, as envsubst does, and
 * fails on any placeholder left without a value (nginx variables such as $uri have no braces).
 */
export function renderTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for \${${name}}`);
    return String(values[name]);
  });
}

/** What runtime-config.envsh reads; unset or '' is off. */
export interface HostSettings {
  APP_ENVIRONMENT?: string;
  SENTRY_DSN?: string;
  ANALYTICS_URL?: string;
  APP_RELEASE?: string;
}

/**
 * The template values the container's start derives from its environment, by running
 * runtime-config.envsh as the nginx image does (sourced by POSIX sh): RUNTIME_CONFIG and
 * CONNECT_SRC. Throws the script's message when it refuses a value.
 */
export function hostSettings(settings: HostSettings): {
  RUNTIME_CONFIG: string;
  CONNECT_SRC: string;
} {
  const script = fileURLToPath(new URL('./runtime-config.envsh', import.meta.url));
  const run = spawnSync(
    'sh',
    ['-c', `. "${script}" && printf '%s\\n%s' "$RUNTIME_CONFIG" "$CONNECT_SRC"`],
    { env: { PATH: process.env.PATH, ...settings }, encoding: 'utf8' },
  );
  if (run.status !== 0)
    throw new Error(run.stderr.trim() || `runtime-config.envsh failed (${run.status})`);
  const [RUNTIME_CONFIG, CONNECT_SRC] = run.stdout.split('\n');
  return { RUNTIME_CONFIG, CONNECT_SRC };
}
