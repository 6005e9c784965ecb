/**
 * A lock on a folder that the operating system releases when the process holding it ends, even
 * by `kill -9`: a local socket named after the folder, listened on by the holder. Taking it is
 * one atomic step (a second listener gets EADDRINUSE), so of two servers started at the same
 * moment exactly one gets it, and nothing is left behind to clean up or to be mistaken for a
 * live claim (as a pid file naming another process, once its own has ended, would be).
 * - Linux: a socket in the abstract namespace (no file; gone with the process).
 * - Windows: a named pipe (gone with the process).
 * - elsewhere (macOS): a socket file in the temporary folder. One left by a killed holder
 *   refuses connections and is replaced; two servers starting in that same instant could both
 *   replace it (the only window left, on those systems only).
 * The holder answers a connection with its process id, for the refusal's message.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class FolderLocked extends Error {
  constructor(
    readonly holderPid: number | null,
    options?: ErrorOptions,
  ) {
    super('the folder is locked', options);
  }
}

function lockAddress(folder: string): string {
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0stripscan-mock-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\stripscan-mock-${id}`;
  return join(tmpdir(), `stripscan-mock-${id}.sock`);
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The holder's process id (null when it answers none), or 'refused' when no one listens. */
function holderOf(address: string): Promise<number | 'refused' | null> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (e: NodeJS.ErrnoException) =>
      resolve(e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? 'refused' : null),
    );
    socket.on('close', () => resolve(/^\d+$/.test(text) ? Number(text) : null));
  });
}

/**
 * Takes the lock of `folder` (an absolute, resolved path) for this process; resolves to its
 * release. Throws FolderLocked when another process holds it.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const address = lockAddress(folder);
  const server = createServer((socket) => socket.end(String(process.pid)));
  server.unref();
  try {
    await listen(server, address);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    const holder = await holderOf(address);
    const stale = holder === 'refused' && !address.startsWith('\0') && !address.startsWith('\\');
    if (!stale) throw new FolderLocked(holder === 'refused' ? null : holder, { cause: e });
    await rm(address, { force: true });
    await listen(server, address);
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
