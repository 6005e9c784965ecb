/**
 * Which modules really use a module, from the bundler's module graph: its static importers,
 * except that an importer re-exporting it (a barrel: `antd`, `@ant-design/icons`, an index.ts)
 * passes the use on only to the modules importing one of the names it re-exports from it. The
 * graph alone says every page importing `Button` from 'antd' imports antd's Table too.
 */
import path from 'node:path';

export interface ModuleGraph {
  importers(id: string): readonly string[];
  importedIds(id: string): readonly string[];
  code(id: string): string | null;
  /** whether a lazy import loads the module */
  lazy(id: string): boolean;
}

/** Names a statement takes from a module: null for all of them (`* as`, `export *`). */
type Names = Set<string> | null;

interface Statement {
  spec: string;
  names: Names;
  reexport: boolean;
  /** the names the module gives them (re-exports), by name taken */
  as: Map<string, string>;
}

const STATEMENT =
  /\b(import|export)\s*(type\s+)?([\w$]+\s*,?\s*)?(\*\s*(?:as\s+[\w$]+)?|\{[^}]*\})?\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

function parse(code: string): Statement[] {
  const out: Statement[] = [];
  for (const m of code.matchAll(STATEMENT)) {
    if (m[6]) {
      out.push({ spec: m[6], names: new Set(), reexport: false, as: new Map() });
      continue;
    }
    if (m[2]) continue; // type-only
    const reexport = m[1] === 'export';
    const as = new Map<string, string>();
    let names: Names = new Set();
    if (m[3]) names.add('default');
    if (m[4]?.startsWith('*')) names = null;
    else if (m[4])
      for (const part of m[4].slice(1, -1).split(',')) {
        const [taken, given] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (!taken || part.trim().startsWith('type ')) continue;
        names.add(taken);
        as.set(taken, given ?? taken);
      }
    out.push({ spec: m[5], names, reexport, as });
  }
  return out;
}

const EXTENSIONS = ['', '.js', '.mjs', '.ts', '.tsx', '/index.js', '/index.mjs', '/index.ts'];

export function moduleUse(graph: ModuleGraph, srcDir: string) {
  const parsed = new Map<string, Statement[]>();
  const statementsOf = (id: string) => {
    if (!parsed.has(id)) parsed.set(id, parse(graph.code(id) ?? ''));
    return parsed.get(id)!;
  };
  /**
   * The statements of each importer by what they import: a relative or `@/` specifier by every
   * file it may name, a package's by the package's first name segment.
   */
  const indexes = new Map<
    string,
    { files: Map<string, Statement[]>; packages: Map<string, Statement[]> }
  >();
  const indexOf = (importer: string) => {
    let index = indexes.get(importer);
    if (index) return index;
    index = { files: new Map(), packages: new Map() };
    const add = (map: Map<string, Statement[]>, key: string, s: Statement) =>
      map.set(key, [...(map.get(key) ?? []), s]);
    for (const s of statementsOf(importer)) {
      if (s.spec.startsWith('.') || s.spec.startsWith('@/')) {
        const base = s.spec.startsWith('@/')
          ? path.join(srcDir, s.spec.slice(2))
          : path.resolve(path.dirname(importer), s.spec);
        for (const ext of EXTENSIONS) add(index.files, base + ext, s);
      } else add(index.packages, s.spec.split('/')[0], s);
    }
    indexes.set(importer, index);
    return index;
  };
  const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
  /** The statements of `importer` that import `id`. */
  function statementsFor(importer: string, id: string): Statement[] {
    const clean = id.replace(/\?.*$/, '');
    const index = indexOf(importer);
    const found = [...(index.files.get(clean) ?? [])];
    // a package's module: every package name following a node_modules folder in its path
    for (const part of clean.split(NODE_MODULES).slice(1))
      found.push(...(index.packages.get(part.split(path.sep)[0]) ?? []));
    return found;
  }

  /**
   * The modules using `id` (the names of it they use: null for all), walking up through
   * re-exports; each user is a module with its own code using it.
   */
  function users(id: string, names: Names = null, seen = new Set<string>()): Set<string> {
    const found = new Set<string>();
    for (const importer of graph.importers(id)) {
      const statements = statementsFor(importer, id);
      // an import the parser cannot see (a transform's): a use of the whole module
      if (!statements.length) {
        found.add(importer);
        continue;
      }
      for (const s of statements) {
        const taken = s.names;
        const overlaps = names === null || taken === null || [...taken].some((n) => names.has(n));
        if (!overlaps) continue;
        // a lazy piece re-exporting it uses it too (its lazy importers are its users' concern)
        if (!s.reexport || graph.lazy(importer)) {
          found.add(importer);
          if (!s.reexport) continue;
        }
        const key = `${importer}\0${names ? [...names].join(',') : '*'}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // the names the barrel gives what it takes from `id`
        const passed: Names =
          taken === null
            ? names
            : new Set(
                [...taken].filter((n) => names === null || names.has(n)).map((n) => s.as.get(n)!),
              );
        for (const user of users(importer, passed, seen)) found.add(user);
      }
    }
    return found;
  }
  const cache = new Map<string, Set<string>>();
  /** Every module using `id` (any of its names). */
  function usersOf(id: string): Set<string> {
    if (!cache.has(id)) cache.set(id, users(id));
    return cache.get(id)!;
  }
  return { users: usersOf };
}
