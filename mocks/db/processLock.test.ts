import { describe, expect, it } from 'vitest';
import { processLock } from './processLock';

/** A task that runs until `finish` is called, recording when it starts and ends. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    log.push(`${name} starts`);
    await done;
    log.push(`${name} ends`);
    return name;
  };
  return { run, finish };
}

/** Lets every pending promise settle (no time passes for the tasks: they wait for `finish`). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lock of the HTTP server', () => {
  it('lets reads share, makes a write wait for them and the reads after it wait for the write', async () => {
    const lock = processLock();
    const log: string[] = [];
    const [r1, r2, w, r3] = ['read 1', 'read 2', 'write', 'read 3'].map((n) => task(log, n));
    const all = Promise.all([
      lock(false, r1.run),
      lock(false, r2.run),
      lock(true, w.run),
      lock(false, r3.run),
    ]);
    await tick();
    expect(log).toEqual(['read 1 starts', 'read 2 starts']);
    r1.finish();
    await tick();
    expect(log).toEqual(['read 1 starts', 'read 2 starts', 'read 1 ends']);
    r2.finish();
    await tick();
    expect(log.slice(3)).toEqual(['read 2 ends', 'write starts']);
    w.finish();
    await tick();
    expect(log.slice(5)).toEqual(['write ends', 'read 3 starts']);
    r3.finish();
    expect(await all).toEqual(['read 1', 'read 2', 'write', 'read 3']);
  });

  it('runs writes one at a time, in the order asked, and goes on after one throws', async () => {
    const lock = processLock();
    const order: number[] = [];
    const writes = [1, 2, 3].map((n) =>
      lock(true, async () => {
        order.push(n);
        await tick();
        if (n === 2) throw new Error('refused');
        order.push(-n);
      }),
    );
    await expect(writes[1]).rejects.toThrow('refused');
    await Promise.all([writes[0], writes[2]]);
    expect(order).toEqual([1, -1, 2, 3, -3]);
  });
});
