/**
 * Watches the user's activity and runs the idle state machine (idleMachine.ts) on timers:
 * mouse, keyboard, touch, scroll and the tab becoming visible count as activity, throttled to
 * `throttle` ms; while prompted the countdown refreshes every `countdownInterval` ms. `onIdle`
 * runs once when the session has been idle for `timeout` ms.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  DEFAULT_IDLE_TIMINGS,
  idleReducer,
  initialIdleState,
  remainingMs,
  remainingSeconds,
  idleAt,
  promptAt,
  type IdleStatus,
} from './idleMachine';

export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'touchstart',
  'touchmove',
  'scroll',
  'visibilitychange',
] as const;

export interface IdleSessionOptions {
  timeout?: number;
  promptBefore?: number;
  /** Activity is taken into account at most once per this many ms (spec: 500). */
  throttle?: number;
  /** How often the countdown refreshes while prompted (spec: 500). */
  countdownInterval?: number;
  onIdle?: () => void;
}

export interface IdleSession {
  status: IdleStatus;
  remainingMs: number;
  remainingSeconds: number;
  /** 'Im still here': back to active with a fresh timeout. */
  stillHere(): void;
}

export function useIdleSession({
  timeout = DEFAULT_IDLE_TIMINGS.timeout,
  promptBefore = DEFAULT_IDLE_TIMINGS.promptBefore,
  throttle = 500,
  countdownInterval = 500,
  onIdle,
}: IdleSessionOptions = {}): IdleSession {
  const [state, dispatch] = useReducer(idleReducer, undefined, () =>
    initialIdleState({ timeout, promptBefore }, Date.now()),
  );
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  // New timings start a fresh timeout.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: 'reset', at: Date.now(), timings: { timeout, promptBefore } });
  }, [timeout, promptBefore]);

  // Activity, throttled (leading edge).
  const lastSeen = useRef(-Infinity);
  useEffect(() => {
    const onActivity = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'visible') return;
      const at = Date.now();
      if (at - lastSeen.current < throttle) return;
      lastSeen.current = at;
      dispatch({ type: 'activity', at });
    };
    const options = { capture: true, passive: true };
    ACTIVITY_EVENTS.forEach((name) => document.addEventListener(name, onActivity, options));
    return () =>
      ACTIVITY_EVENTS.forEach((name) => document.removeEventListener(name, onActivity, options));
  }, [throttle]);

  // The next transition: the prompt while active; the countdown and the end while prompted.
  const { status } = state;
  const nextDeadline = status === 'active' ? promptAt(state) : idleAt(state);
  useEffect(() => {
    if (status === 'idle') return;
    const tick = () => dispatch({ type: 'tick', at: Date.now() });
    const timer = setTimeout(tick, Math.max(0, nextDeadline - Date.now()));
    const countdown = status === 'prompted' ? setInterval(tick, countdownInterval) : undefined;
    return () => {
      clearTimeout(timer);
      if (countdown !== undefined) clearInterval(countdown);
    };
  }, [status, nextDeadline, countdownInterval]);

  useEffect(() => {
    if (status === 'idle') onIdleRef.current?.();
  }, [status]);

  const stillHere = useCallback(() => dispatch({ type: 'stillHere', at: Date.now() }), []);

  return {
    status,
    remainingMs: remainingMs(state),
    remainingSeconds: remainingSeconds(state),
    stillHere,
  };
}
