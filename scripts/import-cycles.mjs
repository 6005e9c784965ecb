/**
 * Lists the import cycles among the TypeScript files under the given folders (default: src and
 * mocks, which import each other through the aliases):
 * `node scripts/import-cycles.mjs [folder ...]` prints each cycle as a chain of files and exits
 * with 1 when there is one. Every import counts: static imports and re-exports, `import type`
 * (a type cycle still ties the files together for a reader) and dynamic `import('...')` (a lazy
 * chunk is still code the importer needs). Imports are resolved like the lint rule does
 * (tsconfig aliases and relative paths); files outside the folders are not followed; an import
 * written in a comment (a line that starts with `//` or `*`) does not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveImport } from './eslint-boundaries.js';

const IMPORT =
  /^\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
/** `import('./x')`, awaited or lazy, and `typeof import('./x')` in a type. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The start of the line `index` stands in, as written (to skip comment lines). */
const lineOf = (text, index) => text.slice(text.lastIndexOf('\n', index) + 1, index).trimStart();

/** Every module a source text imports, as written (static, re-exported and dynamic). */
export function importsOf(text) {
  const statics = [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
  const dynamics = [...text.matchAll(DYNAMIC_IMPORT)]
    .filter((m) => !/^(\/\/|\*|\/\*)/.test(lineOf(text, m.index)))
    .map((m) => m[1]);
  return [...statics, ...dynamics];
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The project files each file imports, within the scanned files. */
export function importGraph(folders, root = process.cwd()) {
  const files = folders
    .map((f) => path.resolve(root, f))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set();
    for (const source of importsOf(text)) {
      const target = resolveImport(source, file, root);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Each cycle once (starting at its smallest file), found by a depth-first walk. */
export function findCycles(graph) {
  const cycles = new Map();
  const state = new Map(); // file -> 'open' while on the walk's path, 'done' after
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join('>'), rotated);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  const root = process.cwd();
  const cycles = findCycles(importGraph(folders.length ? folders : ['src', 'mocks'], root));
  for (const cycle of cycles)
    console.log([...cycle, cycle[0]].map((f) => path.relative(root, f)).join(' -> '));
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycles');
  process.exitCode = cycles.length ? 1 : 0;
}
