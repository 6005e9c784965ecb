import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per mounted screen as soon as `ready`, also under React StrictMode's
 * double effects (a ref remembers it ran): for one-shot calls like confirming a token.
 */
export function useOnceOnMount(effect: () => void, ready = true) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    effect();
    // Only `ready` matters: the call is made once, with the values of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
