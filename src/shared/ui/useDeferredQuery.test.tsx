import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './useDeferredQuery';

/** Draws `value` through the hook and notes every value a render drew. */
function Drawn({ value, drawn }: { value: string; drawn: string[] }) {
  const shown = useDeferredQuery(value);
  drawn.push(shown);
  return <p>{shown}</p>;
}

describe('useDeferredQuery', () => {
  it('draws a first answer at once', () => {
    const drawn: string[] = [];
    const { container } = render(<Drawn value="first" drawn={drawn} />);
    expect(drawn).toEqual(['first']);
    expect(container.textContent).toBe('first');
  });

  it('draws a new answer in a second, deferred render, the screen as it was meanwhile', async () => {
    const drawn: string[] = [];
    const { container, rerender } = render(<Drawn value="loading" drawn={drawn} />);
    drawn.length = 0;
    await act(async () => rerender(<Drawn value="rows" drawn={drawn} />));
    // the urgent render keeps what was shown; the new answer comes in the deferred one
    expect(drawn).toEqual(['loading', 'rows']);
    expect(container.textContent).toBe('rows');
  });
});
