/**
 * The files of the HTTP server's data folder: only the chunks a write changed are written, each
 * named after its revision and renamed into place, the meta last; what a server killed in the
 * middle of a write leaves (a chunk of the next revision, a temporary file) is never read and
 * goes at the next start.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredMeta } from './backend';
import { fileBackend } from './fileBackend';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-backend-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const meta = (revision: number, tables: StoredMeta['tables']): StoredMeta => ({
  version: 2,
  revision,
  tables,
  settings: { scenario: 'default', clockOffset: 0, latency: 0, failures: {}, countryCode: 'de' },
  startedAtMs: 0,
});
const chunkFiles = () => readdirSync(join(dir, 'chunks')).sort();

describe('the file backend', () => {
  it('writes the changed chunks under their revision, the meta last, and drops what it replaced', async () => {
    const backend = fileBackend(dir);
    await backend.commit({
      writes: [
        { key: 'table:results:0', json: '[1]' },
        { key: 'table:results:1', json: '[2]' },
        { key: 'table:users:0', json: '["u"]' },
      ],
      deletes: [],
      meta: meta(1, {
        results: { list: true, chunks: [1, 1] },
        users: { list: true, chunks: [1] },
      }),
    });
    await backend.commit({
      writes: [{ key: 'table:results:0', json: '[10]' }],
      deletes: ['table:results:1'],
      meta: meta(2, { results: { list: true, chunks: [2] }, users: { list: true, chunks: [1] } }),
    });
    expect(chunkFiles()).toEqual(['table.results.0.r2.json', 'table.users.0.r1.json']);
    expect(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')).revision).toBe(2);
    expect(
      await backend.readChunks(['table:results:0', 'table:users:0', 'table:results:1']),
    ).toEqual(['[10]', '["u"]', undefined]);

    // a restart reads the same back
    const again = fileBackend(dir);
    expect(await again.readRevision()).toBe(2);
    expect(await again.readChunks(['table:results:0'])).toEqual(['[10]']);
  });

  it('reads the last whole revision after a write was cut off, and removes its leftovers', async () => {
    await fileBackend(dir).commit({
      writes: [{ key: 'table:results:0', json: '[1]' }],
      deletes: [],
      meta: meta(1, { results: { list: true, chunks: [1] } }),
    });
    // killed while writing revision 2: one chunk renamed into place, one half-written, no meta
    writeFileSync(join(dir, 'chunks', 'table.results.0.r2.json'), '[99]');
    writeFileSync(join(dir, 'chunks', 'table.users.0.r2.json.tmp'), '["hal');
    writeFileSync(join(dir, 'meta.json.tmp'), '{"version":2,"rev');

    const restarted = fileBackend(dir);
    expect((await restarted.readMeta())?.revision).toBe(1);
    expect(await restarted.readChunks(['table:results:0'])).toEqual(['[1]']);
    expect(chunkFiles()).toEqual(['table.results.0.r1.json']);
    expect(existsSync(join(dir, 'meta.json.tmp'))).toBe(false);
  });

  it('refuses a damaged meta until it is cleared', async () => {
    writeFileSync(join(dir, 'meta.json'), '{"version": 2,');
    const backend = fileBackend(dir);
    await expect(backend.readMeta()).rejects.toThrow(SyntaxError);
    await backend.clear();
    expect(await backend.readMeta()).toBeUndefined();
    expect(existsSync(join(dir, 'meta.json'))).toBe(false);
  });
});
