import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './useSelection';

describe('useSelection', () => {
  it('clears the selection for good when the scope changes: going back does not restore it', () => {
    const { result, rerender } = renderHook(({ scope }) => useSelection<{ id: number }>(scope), {
      initialProps: { scope: 'page=1' },
    });
    act(() => result.current.select([1, 2], [{ id: 1 }, { id: 2 }]));
    expect(result.current.keys).toEqual([1, 2]);
    rerender({ scope: 'page=2' });
    expect(result.current.keys).toEqual([]);
    rerender({ scope: 'page=1' });
    expect(result.current.keys).toEqual([]);
    expect(result.current.rows).toEqual([]);
  });

  it('keeps the selection while the scope stays', () => {
    const { result, rerender } = renderHook(({ scope }) => useSelection<{ id: number }>(scope), {
      initialProps: { scope: 'page=1' },
    });
    act(() => result.current.select([3], [{ id: 3 }]));
    rerender({ scope: 'page=1' });
    expect(result.current.keys).toEqual([3]);
  });
});
