import { act, fireEvent, screen } from '@testing-library/react';

import { useIdleSession, type IdleSessionOptions } from './useIdleSession';
import { renderUi } from '@tests/utils/render';

function Probe(props: IdleSessionOptions) {
  const idle = useIdleSession(props);
  return (
    <div>
      <p>status: {idle.status}</p>
      <p>seconds: {idle.remainingSeconds}</p>
      <button type="button" onClick={idle.stillHere}>
        still here
      </button>
    </div>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByText(/^status:/).textContent;
const seconds = () => screen.getByText(/^seconds:/).textContent;

describe('useIdleSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prompts before the timeout, counts down every 500 ms and calls onIdle once', async () => {
    const onIdle = vi.fn();
    await renderUi(<Probe timeout={10_000} promptBefore={3_000} onIdle={onIdle} />);
    expect(status()).toBe('status: active');
    advance(6_999);
    expect(status()).toBe('status: active');
    advance(1);
    expect(status()).toBe('status: prompted');
    expect(seconds()).toBe('seconds: 3');
    advance(500);
    expect(seconds()).toBe('seconds: 3');
    advance(500);
    expect(seconds()).toBe('seconds: 2');
    advance(1_000);
    expect(seconds()).toBe('seconds: 1');
    expect(onIdle).not.toHaveBeenCalled();
    advance(1_000);
    expect(status()).toBe('status: idle');
    expect(onIdle).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('uses the spec timings by default (prompt after 19:40 minutes, logout at 20)', async () => {
    const onIdle = vi.fn();
    await renderUi(<Probe onIdle={onIdle} />);
    advance(1_179_999);
    expect(status()).toBe('status: active');
    advance(1);
    expect(status()).toBe('status: prompted');
    expect(seconds()).toBe('seconds: 20');
    advance(20_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'touchstart', 'scroll', 'wheel', 'mousedown'])(
    '%s counts as activity',
    async (name) => {
      await renderUi(<Probe timeout={10_000} promptBefore={3_000} />);
      advance(6_000);
      fireEvent(document, new Event(name, { bubbles: true }));
      advance(6_000);
      expect(status()).toBe('status: active');
      advance(1_000);
      expect(status()).toBe('status: prompted');
    },
  );

  it('the tab becoming visible counts as activity', async () => {
    await renderUi(<Probe timeout={10_000} promptBefore={3_000} />);
    advance(6_000);
    fireEvent(document, new Event('visibilitychange'));
    advance(6_000);
    expect(status()).toBe('status: active');
  });

  it('throttles activity to once per 500 ms', async () => {
    await renderUi(<Probe timeout={10_000} promptBefore={3_000} throttle={500} />);
    fireEvent.mouseMove(document); // t=0: taken
    advance(400);
    fireEvent.mouseMove(document); // t=400: within 500 ms of the last, ignored
    advance(6_600); // t=7000 = 0 + 10000 - 3000
    expect(status()).toBe('status: prompted');
  });

  it('takes activity again once the throttle window has passed', async () => {
    await renderUi(<Probe timeout={10_000} promptBefore={3_000} throttle={500} />);
    fireEvent.mouseMove(document); // t=0
    advance(500);
    fireEvent.mouseMove(document); // t=500: taken
    advance(6_600); // t=7100 < 500 + 7000
    expect(status()).toBe('status: active');
    advance(400);
    expect(status()).toBe('status: prompted');
  });

  it('activity does not dismiss the prompt; still here does', async () => {
    const onIdle = vi.fn();
    await renderUi(<Probe timeout={10_000} promptBefore={3_000} onIdle={onIdle} />);
    advance(7_500);
    fireEvent.keyDown(document, { key: 'a' });
    expect(status()).toBe('status: prompted');
    fireEvent.click(screen.getByRole('button', { name: 'still here' }));
    expect(status()).toBe('status: active');
    advance(6_999);
    expect(status()).toBe('status: active');
    advance(1);
    expect(status()).toBe('status: prompted');
    advance(3_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', async () => {
    const onIdle = vi.fn();
    const { unmount } = await renderUi(
      <Probe timeout={1_000} promptBefore={500} onIdle={onIdle} />,
    );
    unmount();
    advance(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
