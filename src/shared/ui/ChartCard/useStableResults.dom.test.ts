import { renderHook } from '@testing-library/react';
import { makeResult } from '@tests/fixtures/results';
import { useStableResults } from './useStableResults';

it('keeps the first array while a new one has the same content, and takes a changed one', () => {
  const first = [makeResult({ id: 1 }), makeResult({ id: 2 })];
  const { result, rerender } = renderHook(({ rs }) => useStableResults(rs), {
    initialProps: { rs: first },
  });
  rerender({ rs: first.map((r) => ({ ...r })) });
  expect(result.current).toBe(first);
  const changed = [first[0]];
  rerender({ rs: changed });
  expect(result.current).toBe(changed);
});
