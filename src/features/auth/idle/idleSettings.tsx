/**
 * The idle timings of the app (spec 1 section 9: 1,200,000 ms timeout, prompt 20,000 ms before,
 * activity throttle 500 ms). A provider can change them (tests, stories). Builds with the mock
 * backend also accept `?idle=<ms>` in the URL so QA can see the dialog without waiting 20
 * minutes: the timeout becomes <ms> and the prompt starts min(20 s, half of it) before; the value
 * is kept for the browser tab (sessionStorage 'mockIdleTimeout'); `?idle=0` goes back to normal.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_IDLE_TIMINGS, type IdleTimings } from './idleMachine';

export interface IdleSettings extends IdleTimings {
  throttle: number;
}

export const DEFAULT_IDLE_SETTINGS: IdleSettings = { ...DEFAULT_IDLE_TIMINGS, throttle: 500 };

export const IDLE_OVERRIDE_KEY = 'mockIdleTimeout';

/** Timings for a QA timeout of `ms` (null when `ms` is no positive whole number). */
export function idleOverride(ms: number): IdleSettings | null {
  if (!Number.isInteger(ms) || ms <= 0) return null;
  return {
    timeout: ms,
    promptBefore: Math.min(DEFAULT_IDLE_TIMINGS.promptBefore, Math.floor(ms / 2)),
    throttle: DEFAULT_IDLE_SETTINGS.throttle,
  };
}

/** Reads `?idle=<ms>` (remembered in `storage`) ; `?idle=0` clears it. */
export function readIdleOverride(search: string, storage: Storage): IdleSettings | null {
  const param = new URLSearchParams(search).get('idle');
  if (param !== null) {
    const ms = Number(param);
    if (idleOverride(ms)) storage.setItem(IDLE_OVERRIDE_KEY, String(ms));
    else storage.removeItem(IDLE_OVERRIDE_KEY);
  }
  const stored = storage.getItem(IDLE_OVERRIDE_KEY);
  return stored === null ? null : idleOverride(Number(stored));
}

/** The QA override of mock builds (`search` is read once, when the app starts). */
function mockOverride(search: string): IdleSettings | null {
  if (!__API_MOCK__ || typeof window === 'undefined') return null;
  try {
    return readIdleOverride(search, window.sessionStorage);
  } catch {
    return null;
  }
}

/**
 * The URL the app starts at (before any redirect) may carry ?idle=; it is remembered for the
 * tab. Called by src/main.tsx before the first render (the idle watcher itself loads later).
 */
export function rememberIdleOverride(search: string) {
  mockOverride(search);
}

const appDefaults = () => mockOverride('') ?? DEFAULT_IDLE_SETTINGS;

const IdleSettingsContext = createContext<IdleSettings | null>(null);

export function IdleSettingsProvider({
  value,
  children,
}: {
  value: Partial<IdleSettings>;
  children: ReactNode;
}) {
  return (
    <IdleSettingsContext.Provider value={{ ...DEFAULT_IDLE_SETTINGS, ...value }}>
      {children}
    </IdleSettingsContext.Provider>
  );
}

/** The provider's timings, else the app's (with the QA override of mock builds). */
export function useIdleSettings(): IdleSettings {
  return useContext(IdleSettingsContext) ?? appDefaults();
}
