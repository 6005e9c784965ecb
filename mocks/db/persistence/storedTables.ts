/**
 * Reading the stored tables back from their chunks (chunkedPersistence.ts): only the chunks
 * whose revision differs from the copy a tab already holds are read, the others are taken from
 * that tab's data.
 */
import type { StateBackend, StoredMeta } from './backend';
import { CHUNK, chunkKey } from './chunks';

/**
 * What is stored per table, as far as this tab knows: per chunk, a copy of its value and the
 * revision that wrote it. A write compares each chunk with its copy (a walk that stops at the
 * first difference, far cheaper than serializing 20,000 results) and stores only the chunks
 * that differ.
 */
export interface StoredChunk {
  copy: unknown;
  revision: number;
}
export interface StoredTable {
  list: boolean;
  chunks: StoredChunk[];
}

export interface TablesRead {
  tables: Record<string, unknown>;
  /** per table read, its chunks as now stored (the tab's copy once it adopts the read) */
  copies: Map<string, StoredTable>;
  problems: string[];
}

/**
 * Reads the tables `meta` names, re-reading only the chunks whose revision differs from what
 * the tab knows (`known`; all of them when it knows nothing); `base` is the tab's data, whose
 * records stand for the chunks it already has.
 */
export async function readStoredTables(
  from: StateBackend,
  meta: StoredMeta,
  base: Record<string, unknown>,
  known: ReadonlyMap<string, StoredTable>,
): Promise<TablesRead> {
  const entries = Object.entries(meta.tables ?? {});
  const mineOf = (name: string, list: boolean) => {
    const table = known.get(name);
    return name in base && table?.list === list ? table : undefined;
  };
  const wanted: string[] = [];
  for (const [name, entry] of entries) {
    const mine = mineOf(name, entry.list);
    for (const [index, rev] of (entry.chunks ?? []).entries())
      if (mine?.chunks[index]?.revision !== rev) wanted.push(chunkKey(name, index));
  }
  const values = await from.readChunks(wanted);
  const fetched = new Map(wanted.map((key, i) => [key, values[i]]));
  const tables: Record<string, unknown> = {};
  const copies = new Map<string, StoredTable>();
  const problems: string[] = [];
  for (const [name, entry] of entries) {
    const mine = mineOf(name, entry.list);
    const pieces: unknown[] = [];
    const chunks: StoredChunk[] = [];
    let broken = false;
    for (const [index, rev] of (entry.chunks ?? []).entries()) {
      const old = mine?.chunks[index];
      if (old && old.revision === rev) {
        pieces.push(
          entry.list
            ? (base[name] as unknown[]).slice(index * CHUNK, (index + 1) * CHUNK)
            : base[name],
        );
        chunks.push(old);
        continue;
      }
      const json = fetched.get(chunkKey(name, index));
      if (typeof json !== 'string') {
        problems.push(`table ${name} is missing a part`);
        broken = true;
        break;
      }
      try {
        pieces.push(JSON.parse(json));
        chunks.push({ copy: JSON.parse(json), revision: rev });
      } catch {
        problems.push(`table ${name} is not valid JSON`);
        broken = true;
        break;
      }
    }
    if (broken) continue;
    if (entry.list) {
      if (!pieces.every(Array.isArray)) {
        problems.push(`table ${name} is not a list`);
        continue;
      }
      tables[name] = (pieces as unknown[][]).flat();
    } else tables[name] = pieces[0];
    copies.set(name, { list: entry.list, chunks });
  }
  return { tables, copies, problems };
}
