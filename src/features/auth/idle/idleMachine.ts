/**
 * The idle-session state machine (spec 1 section 4): Active -> Prompted -> Idle. Pure: every
 * event carries the time it happened at (ms), so tests drive it without timers.
 *
 * - Active: the user is around. Activity moves `lastActive` forward.
 * - Prompted: `promptBefore` ms before the timeout the dialog asks 'Are you still here?'.
 *   Activity no longer counts; only the explicit 'still here' keeps the session.
 * - Idle: the timeout has passed since the last activity; final (the session ends).
 */
export type IdleStatus = 'active' | 'prompted' | 'idle';

export interface IdleTimings {
  /** ms without activity until the session ends (spec: 1,200,000). */
  timeout: number;
  /** ms before the timeout at which the prompt appears (spec: 20,000). */
  promptBefore: number;
}

export interface IdleState extends IdleTimings {
  status: IdleStatus;
  /** When the user was last active (ms). */
  lastActive: number;
  /** The time of the last event seen (ms); the countdown is computed from it. */
  now: number;
}

export type IdleEvent =
  | { type: 'tick'; at: number }
  | { type: 'activity'; at: number }
  | { type: 'stillHere'; at: number }
  | { type: 'reset'; at: number; timings?: IdleTimings };

export const DEFAULT_IDLE_TIMINGS: IdleTimings = { timeout: 1_200_000, promptBefore: 20_000 };

/** The prompt never starts before the session itself (promptBefore is capped to the timeout). */
const promptLead = (s: IdleTimings) => Math.min(Math.max(0, s.promptBefore), s.timeout);

export const idleAt = (s: IdleState) => s.lastActive + s.timeout;
export const promptAt = (s: IdleState) => idleAt(s) - promptLead(s);
export const remainingMs = (s: IdleState) => Math.max(0, idleAt(s) - s.now);
/** Whole seconds left, rounded up ('Logging out in 20 seconds' right at the prompt). */
export const remainingSeconds = (s: IdleState) => Math.ceil(remainingMs(s) / 1000);

export function initialIdleState(timings: IdleTimings, at: number): IdleState {
  return { ...timings, status: 'active', lastActive: at, now: at };
}

/** The status the clock alone leads to; it only moves forward. */
function statusAt(s: IdleState, at: number): IdleStatus {
  if (s.status === 'idle' || at >= idleAt(s)) return 'idle';
  if (s.status === 'prompted' || at >= promptAt(s)) return 'prompted';
  return 'active';
}

export function idleReducer(state: IdleState, event: IdleEvent): IdleState {
  const at = Math.max(event.at, state.now);
  switch (event.type) {
    case 'tick':
      return { ...state, now: at, status: statusAt(state, at) };
    case 'activity': {
      const status = statusAt(state, at);
      return status === 'active'
        ? { ...state, now: at, lastActive: at }
        : { ...state, now: at, status };
    }
    case 'stillHere': {
      if (statusAt(state, at) === 'idle') return { ...state, now: at, status: 'idle' };
      return { ...state, now: at, lastActive: at, status: 'active' };
    }
    case 'reset':
      return initialIdleState(event.timings ?? state, event.at);
  }
}
