import {
  DEFAULT_IDLE_TIMINGS,
  idleReducer,
  initialIdleState,
  promptAt,
  idleAt,
  remainingMs,
  remainingSeconds,
  type IdleEvent,
  type IdleState,
} from './idleMachine';

const T0 = 1_000_000;
const run = (state: IdleState, ...events: IdleEvent[]) => events.reduce(idleReducer, state);
const start = (timeout = 10_000, promptBefore = 3_000) =>
  initialIdleState({ timeout, promptBefore }, T0);

describe('idle state machine', () => {
  it('uses the spec timings by default: 20 minutes, prompt 20 seconds before', () => {
    const s = initialIdleState(DEFAULT_IDLE_TIMINGS, 0);
    expect(promptAt(s)).toBe(1_180_000);
    expect(idleAt(s)).toBe(1_200_000);
  });

  it('stays active until the prompt time', () => {
    const s = run(start(), { type: 'tick', at: T0 + 6_999 });
    expect(s.status).toBe('active');
    expect(remainingMs(s)).toBe(3_001);
  });

  it('prompts promptBefore ms before the timeout', () => {
    const s = run(start(), { type: 'tick', at: T0 + 7_000 });
    expect(s.status).toBe('prompted');
    expect(remainingSeconds(s)).toBe(3);
  });

  it('counts the seconds down while prompted (rounded up)', () => {
    const s = start();
    expect(remainingSeconds(run(s, { type: 'tick', at: T0 + 7_500 }))).toBe(3);
    expect(remainingSeconds(run(s, { type: 'tick', at: T0 + 8_000 }))).toBe(2);
    expect(remainingSeconds(run(s, { type: 'tick', at: T0 + 9_999 }))).toBe(1);
  });

  it('goes idle at the timeout and stays idle', () => {
    const s = run(start(), { type: 'tick', at: T0 + 10_000 });
    expect(s.status).toBe('idle');
    expect(remainingMs(s)).toBe(0);
    expect(run(s, { type: 'activity', at: T0 + 10_100 }).status).toBe('idle');
    expect(run(s, { type: 'stillHere', at: T0 + 10_100 }).status).toBe('idle');
  });

  it('activity while active restarts the timeout', () => {
    const s = run(start(), { type: 'activity', at: T0 + 6_000 }, { type: 'tick', at: T0 + 12_000 });
    expect(s.status).toBe('active');
    expect(s.lastActive).toBe(T0 + 6_000);
    expect(run(s, { type: 'tick', at: T0 + 13_000 }).status).toBe('prompted');
  });

  it('activity while prompted does not dismiss the prompt', () => {
    const s = run(start(), { type: 'tick', at: T0 + 7_000 }, { type: 'activity', at: T0 + 8_000 });
    expect(s.status).toBe('prompted');
    expect(s.lastActive).toBe(T0);
    expect(run(s, { type: 'tick', at: T0 + 10_000 }).status).toBe('idle');
  });

  it('activity after a missed deadline (sleeping tab) does not revive the session', () => {
    expect(run(start(), { type: 'activity', at: T0 + 8_000 }).status).toBe('prompted');
    expect(run(start(), { type: 'activity', at: T0 + 60_000 }).status).toBe('idle');
  });

  it("'still here' returns to active with a fresh timeout", () => {
    const s = run(start(), { type: 'tick', at: T0 + 8_000 }, { type: 'stillHere', at: T0 + 9_000 });
    expect(s.status).toBe('active');
    expect(s.lastActive).toBe(T0 + 9_000);
    expect(run(s, { type: 'tick', at: T0 + 15_999 }).status).toBe('active');
    expect(run(s, { type: 'tick', at: T0 + 16_000 }).status).toBe('prompted');
  });

  it('ignores events from the past', () => {
    const s = run(start(), { type: 'tick', at: T0 + 7_000 }, { type: 'tick', at: T0 + 1_000 });
    expect(s.status).toBe('prompted');
    expect(s.now).toBe(T0 + 7_000);
  });

  it('reset starts over, optionally with new timings', () => {
    const s = run(
      start(),
      { type: 'tick', at: T0 + 10_000 },
      { type: 'reset', at: T0 + 20_000, timings: { timeout: 5_000, promptBefore: 1_000 } },
    );
    expect(s).toMatchObject({ status: 'active', lastActive: T0 + 20_000, timeout: 5_000 });
    expect(promptAt(s)).toBe(T0 + 24_000);
  });

  it('caps the prompt lead at the timeout', () => {
    const s = initialIdleState({ timeout: 1_000, promptBefore: 5_000 }, T0);
    expect(promptAt(s)).toBe(T0);
    expect(run(s, { type: 'tick', at: T0 }).status).toBe('prompted');
  });
});
