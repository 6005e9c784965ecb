/**
 * The data folder of the HTTP server, claimed before anything in it is read or written:
 * - one server per folder: its files are written by one process only (its request lock and its
 *   copy of the state are in memory), so the folder is locked with a lock the operating system
 *   releases when the process ends, however it ends (folderLock.ts); a second server is refused;
 * - only a folder that is empty (or new) or the mock's own: the server removes and rewrites the
 *   files it keeps there, so a folder holding anything else (`--data` pointed at the wrong
 *   place) is refused, naming what is not the mock's, and nothing in it is touched.
 */
import { mkdir, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CHUNK_FILE } from '../db/persistence/fileBackend';
import { FolderLocked, lockFolder } from './folderLock';

/** What the mock keeps in its folder; `server.pid` was the claim of earlier versions. */
const MOCK_ENTRIES = new Set(['meta.json', 'meta.json.tmp', 'chunks', 'server.pid']);

/** Whether a meta.json is the mock's: a record with its version, or a damaged one beside chunks/. */
async function mockMeta(folder: string, hasChunks: boolean): Promise<boolean> {
  let meta: unknown;
  try {
    meta = JSON.parse(await readFile(join(folder, 'meta.json'), 'utf8'));
  } catch {
    return hasChunks;
  }
  return typeof (meta as { version?: unknown } | null)?.version === 'number';
}

/** The first entry of `folder` that is not the mock's (as a path inside it), or null. */
export async function foreignEntry(folder: string): Promise<string | null> {
  const entries = await readdir(folder, { withFileTypes: true });
  let hasChunks = false;
  for (const entry of entries) {
    if (!MOCK_ENTRIES.has(entry.name)) return entry.name;
    if (entry.name !== 'chunks') {
      if (!entry.isFile()) return entry.name;
      continue;
    }
    if (!entry.isDirectory()) return entry.name;
    hasChunks = true;
    for (const chunk of await readdir(join(folder, 'chunks'), { withFileTypes: true }))
      if (!chunk.isFile() || !CHUNK_FILE.test(chunk.name)) return `chunks/${chunk.name}`;
  }
  if (entries.some((e) => e.name === 'meta.json') && !(await mockMeta(folder, hasChunks)))
    return 'meta.json';
  return null;
}

/** Claims `dir` for this process (creating it); resolves to the release. */
export async function claimDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const folder = await realpath(dir);
  let release: () => Promise<void>;
  try {
    release = await lockFolder(folder);
  } catch (e) {
    if (!(e instanceof FolderLocked)) throw e;
    const who = e.holderPid === null ? '' : ` (process ${e.holderPid})`;
    throw new Error(
      `Another mock server${who} uses the data folder ${dir}: stop it, or give this one another --data folder.`,
      { cause: e },
    );
  }
  const foreign = await foreignEntry(folder).catch(async (e: unknown) => {
    await release();
    throw e;
  });
  if (foreign !== null) {
    await release();
    throw new Error(
      `The data folder ${dir} holds what is not the mock server's (${foreign}): give --data an empty folder, or one the mock server made.`,
    );
  }
  await rm(join(folder, 'server.pid'), { force: true });
  return release;
}
