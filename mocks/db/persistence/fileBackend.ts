/**
 * The Node mock server's backend of the mock state (backend.ts): files in a data folder.
 * - `meta.json`: the meta record with its revision. Replacing it is what commits a write.
 * - `chunks/table.<name>.<index>.r<revision>.json`: a chunk's JSON text, named after the revision
 *   that wrote it. A write adds files and never touches one the stored meta names, so what is
 *   on disk is always one whole revision: the meta and the chunks it names.
 * Every file is written under a temporary name and renamed into place (nobody ever reads half a
 * file); the meta goes last, then the chunk files it no longer names are removed. A server killed
 * in the middle loses that one write: its next start finds the previous meta, and removes the
 * files nothing names. Commits run one after another, in the order they were asked for.
 */
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StateBackend, StateCommit, StoredMeta } from './backend';
import { chunkKey } from './chunkedPersistence';

const META_FILE = 'meta.json';
const CHUNKS_DIR = 'chunks';
/** The names of the chunk files (and their temporary names while written): nothing else is removed. */
export const CHUNK_FILE = /^table\.\w+\.\d+\.r\d+\.json(\.tmp)?$/;

/** Which chunk files a meta names: chunk key -> the revision that wrote it. */
function namedChunks(meta: StoredMeta | undefined): Map<string, number> {
  const named = new Map<string, number>();
  for (const [name, entry] of Object.entries(meta?.tables ?? {}))
    if (Array.isArray(entry?.chunks))
      entry.chunks.forEach((revision, index) => named.set(chunkKey(name, index), revision));
  return named;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

async function writeAtomically(path: string, text: string) {
  const temporary = `${path}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

export function fileBackend(dir: string): StateBackend {
  const chunksDir = join(dir, CHUNKS_DIR);
  const metaPath = join(dir, META_FILE);
  const fileName = (key: string, revision: number) =>
    `${key.replaceAll(':', '.')}.r${revision}.json`;
  const chunkPath = (key: string, revision: number) => join(chunksDir, fileName(key, revision));

  /** The stored meta as this process last read or wrote it (it is the folder's only writer). */
  let stored: StoredMeta | undefined;
  let opening: Promise<void> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  /** Reads the meta once, and removes what an interrupted write left (files nothing names). */
  async function openOnce() {
    await mkdir(chunksDir, { recursive: true });
    let text: string | undefined;
    try {
      text = await readFile(metaPath, 'utf8');
    } catch (e) {
      if (!isMissing(e)) throw e;
    }
    // a meta that is no JSON throws here, and the store resets the folder (store.ts loadDb)
    stored = text === undefined ? undefined : (JSON.parse(text) as StoredMeta);
    const keep = new Set(
      [...namedChunks(stored)].map(([key, revision]) => fileName(key, revision)),
    );
    for (const file of await readdir(chunksDir))
      if (CHUNK_FILE.test(file) && !keep.has(file))
        await rm(join(chunksDir, file), { force: true });
    await rm(`${metaPath}.tmp`, { force: true });
  }
  const open = () =>
    (opening ??= openOnce().catch((e: unknown) => {
      opening = null;
      throw e;
    }));

  /** Runs `work` after every commit asked for before it. */
  function inOrder<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  }

  async function readChunk(key: string, revision: number | undefined) {
    if (revision === undefined) return undefined;
    try {
      return await readFile(chunkPath(key, revision), 'utf8');
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }

  return {
    readRevision: async () => {
      await open();
      return stored?.revision;
    },
    readMeta: async () => {
      await open();
      return stored;
    },
    readChunks: async (keys) => {
      await open();
      const named = namedChunks(stored);
      return Promise.all(keys.map((key) => readChunk(key, named.get(key))));
    },
    commit: ({ writes, meta }: StateCommit) =>
      inOrder(async () => {
        await open();
        const before = namedChunks(stored);
        await Promise.all(
          writes.map((w) => writeAtomically(chunkPath(w.key, meta.revision), w.json)),
        );
        await writeAtomically(metaPath, JSON.stringify(meta));
        stored = meta;
        // the chunks the new meta does not name any more (rewritten or deleted ones)
        const after = namedChunks(meta);
        for (const [key, revision] of before)
          if (after.get(key) !== revision) await rm(chunkPath(key, revision), { force: true });
      }),
    clear: () =>
      inOrder(async () => {
        // also what could not be opened (a damaged meta): without its meta the folder holds
        // nothing, so a crash after this line reseeds cleanly
        await mkdir(chunksDir, { recursive: true });
        await rm(metaPath, { force: true });
        stored = undefined;
        opening = Promise.resolve();
        for (const file of await readdir(chunksDir))
          if (CHUNK_FILE.test(file)) await unlink(join(chunksDir, file));
      }),
  };
}
