/**
 * The lock that serializes the requests of the Node mock server (mocks/server), in place of the
 * browser's Web Lock (tabLock.ts): shared for reads, exclusive for writes, granted in the order
 * asked, so a write waits for the reads before it and the reads after it wait for the write.
 * One process holds the data folder (the server refuses a second one), so a lock in memory is
 * enough.
 */
import type { StoreLock } from './tabLock';

interface Waiting {
  write: boolean;
  grant(): void;
}

export function processLock(): StoreLock {
  const queue: Waiting[] = [];
  let readers = 0;
  let writing = false;

  function grantNext() {
    while (queue.length > 0 && !writing) {
      const next = queue[0];
      if (next.write && readers > 0) return;
      queue.shift();
      if (next.write) writing = true;
      else readers += 1;
      next.grant();
    }
  }

  return async (write, run) => {
    await new Promise<void>((grant) => {
      queue.push({ write, grant });
      grantNext();
    });
    try {
      return await run();
    } finally {
      if (write) writing = false;
      else readers -= 1;
      grantNext();
    }
  };
}
