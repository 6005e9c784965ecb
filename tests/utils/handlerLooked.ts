import { LOOKS } from '@/app/apiErrorListener';

/**
 * Resolves once the central error handler has looked for every failure the store told of before
 * the call: one frame more than the frames it looks on. A test that expects no notice beside a
 * failure shown in place waits for this, so a notice the handler would still give is caught.
 */
export const handlerHasLooked = () =>
  new Promise<void>((done) => {
    let frames = LOOKS + 1;
    const next = () => (--frames === 0 ? done() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  });
