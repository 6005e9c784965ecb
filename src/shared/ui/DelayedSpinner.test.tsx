import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('DelayedSpinner', () => {
  afterEach(() => vi.useRealTimers());

  it("keeps its area while the spinner's code loads, with antd's own styles in the page", async () => {
    // a fresh copy of the module, whose lazy spinner has not loaded yet (the worker's other test
    // files may have loaded the shared copy's)
    vi.resetModules();
    const { DelayedSpinner } = await import('./DelayedSpinner');
    const { createCache, StyleProvider } = await import('@ant-design/cssinjs');
    vi.useFakeTimers();
    // antd's styles written into this document, as in a browser (the other tests keep them out)
    render(
      <StyleProvider container={document.head} cache={createCache()}>
        <DelayedSpinner minHeight={420} />
      </StyleProvider>,
    );
    act(() => vi.advanceTimersByTime(350));
    const loader = screen.getByRole('status', { name: 'Loading' });
    // the spinner is a lazy import, so the area is empty for a moment: an element antd hides
    // when empty (its Flex does) would give the held height back, and what follows would move
    // up, then down again when the spinner arrives
    expect(loader).toBeEmptyDOMElement();
    expect(loader).toHaveStyle({ minHeight: '420px' });
    expect(loader).toBeVisible();
  });
});
