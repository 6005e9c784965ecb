/**
 * Route-level chunks: the code a page loads after the entry in a few files instead of one file
 * per set of pages sharing a module (the bundler's own split gave a list page about 70 files,
 * most under 2 kB: on a phone's connection each costs a share of a round trip).
 *
 * Once the module graph is known (buildEnd), each module gets the routes using it (moduleUse.ts:
 * through antd's and the app's index files only where the name is used). A route is a page the
 * route table loads lazily, the signed-in shell (whose code every signed-in page loads) or the
 * not-found page. A lazy piece a page draws at once (a chart, a map: RENDERED_AT_ONCE) loads
 * with the pages drawing it; a module only lazy pieces use is left where the bundler puts it,
 * with its piece (dialogs, the date picker stay lazy). The modules of the same routes form a
 * set; chunkMerge.ts joins sets into files where a file less saves the pages more than the code
 * they load without running it costs them. The login's modules are grouped in chunkGroups.ts
 * before these; the login is not counted among a module's routes (the bundle check's login
 * budget fails the build if the login ever loads a chunk placed here).
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { RENDERED_AT_ONCE } from './bundleModel.mjs';
import { mergeSets, type ModuleSet } from './chunkMerge.ts';
import { handPlacement, type ChunkGroup, type HandGroup } from './handGroups.ts';
import { moduleUse } from './moduleUse.ts';

/** The lazy pieces drawn as soon as their component shows (a chart, a map). */
const AT_ONCE = new Set(RENDERED_AT_ONCE.map(([, piece]) => piece));

/**
 * What one more file costs a page, in bytes of source (chunkMerge.ts): on Fast 3G a request
 * over one of six connections costs about a sixth of a 560 ms round trip, the time of some
 * 15 kB of gzip, about 48 kB of source.
 */
const FILE_COST = 48 * 1024;
/**
 * How much more a visitor's page counts than a signed-in user's: it is opened with an empty
 * cache (a mail's link, a search), where a user's next pages find the shared files in theirs.
 */
const VISITOR_WEIGHT = 2;
/** The pages a visitor opens (no signed-in shell): the auth screens, info pages, share views. */
const VISITOR_ROUTE = /^(login|auth\/|info\/|webview\/|shares\/Share)/;

const LOGIN = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/;
const SHELL = /[\\/]src[\\/]app[\\/]SignedInShell\.tsx$/;
const NOT_FOUND = /[\\/]src[\\/]shared[\\/]ui[\\/]NotFoundPage\.tsx$/;
/** The files declaring the route table: the pages they import lazily are routes. */
const ROUTE_TABLE = /[\\/]src[\\/]features[\\/][\w-]+[\\/]routes\.tsx$/;
const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;

type Info = Pick<Rolldown.ModuleInfo, 'importers' | 'importedIds' | 'dynamicImporters' | 'code'>;

/**
 * The route a module is, or null: a page the route table loads lazily (named by its feature and
 * file, `results/ResultsPage`), the signed-in shell (`shell`), the not-found page, the login.
 */
export function routeOf(id: string, dynamicImporters: readonly string[]): string | null {
  if (LOGIN.test(id)) return 'login';
  if (SHELL.test(id)) return 'shell';
  if (NOT_FOUND.test(id)) return 'info/NotFoundPage';
  if (!dynamicImporters.some((importer) => ROUTE_TABLE.test(importer))) return null;
  return `${FEATURE.exec(id)?.[1] ?? 'app'}/${path.basename(id).replace(/\.\w+$/, '')}`;
}

/**
 * A chunk's name from its routes: the feature when they are all of one (`results`), the features
 * joined when two or three (`analyses+shares`), else `shared`.
 */
export function chunkName(routes: readonly string[]): string {
  const features = [...new Set(routes.map((r) => r.split('/')[0]))].sort();
  return features.length <= 3 ? features.join('+') : 'shared';
}

/** The components drawing a lazy piece at once (a chart's card): only its pages may load them. */
const DRAWS_AT_ONCE = new Set(RENDERED_AT_ONCE.map(([component]) => component));

/**
 * The routes using each module, as bit masks over `routes`: `direct` without a lazy import on
 * the way, `all` also through a lazy piece a page draws at once (its modules load with the
 * page). Propagated from each route down to what it uses, until nothing changes.
 */
function routesUsing(ids: string[], info: (id: string) => Info | null, users: Users, root: string) {
  const routes: string[] = [];
  const direct = new Map<string, bigint>();
  const all = new Map<string, bigint>();
  /** module -> the modules it uses (the reverse of `users`), and lazy pieces drawn at once */
  const uses = new Map<string, string[]>();
  const atOnce = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const id of ids) {
    for (const user of users(id)) add(uses, user, id);
    if (AT_ONCE.has(path.relative(root, id)))
      for (const importer of info(id)?.dynamicImporters ?? []) add(atOnce, importer, id);
    const route = routeOf(id, info(id)?.dynamicImporters ?? []);
    if (!route || route === 'login') continue;
    const bit = 1n << BigInt(routes.push(route) - 1);
    direct.set(id, bit);
    all.set(id, bit);
  }
  const work = [...direct.keys()];
  while (work.length) {
    const id = work.pop()!;
    const [d, a] = [direct.get(id) ?? 0n, all.get(id) ?? 0n];
    const reach = (next: string, withDirect: boolean) => {
      const [nd, na] = [direct.get(next) ?? 0n, all.get(next) ?? 0n];
      const [md, ma] = [withDirect ? nd | d : nd, na | a];
      if (md === nd && ma === na) return;
      direct.set(next, md);
      all.set(next, ma);
      work.push(next);
    };
    for (const next of uses.get(id) ?? []) reach(next, true);
    for (const next of atOnce.get(id) ?? []) reach(next, false);
  }
  return { routes, direct, all };
}

type Users = (id: string) => Iterable<string>;

/** Module id -> chunk name, for the modules routes use (the others: the bundler's). */
export function placeModules(
  ids: string[],
  info: (id: string) => Info | null,
  srcDir: string,
  handGroups: HandGroup[] = [],
) {
  const root = path.dirname(srcDir);
  const use = moduleUse(
    {
      importers: (m) => info(m)?.importers ?? [],
      importedIds: (m) => info(m)?.importedIds ?? [],
      code: (m) => info(m)?.code ?? null,
      lazy: (m) => (info(m)?.dynamicImporters.length ?? 0) > 0,
    },
    srcDir,
  );
  const { routes, direct, all } = routesUsing(ids, info, use.users, root);
  const namesOf = (bits: bigint) => routes.filter((_, i) => (bits >> BigInt(i)) & 1n);
  // a signed-in page loads the shell's code with its own
  const shellBit = 1n << BigInt(routes.indexOf('shell'));
  const signedIn = routes.reduce(
    (bits, r, i) => (VISITOR_ROUTE.test(r) ? bits : bits | (1n << BigInt(i))),
    0n,
  );
  // modules no route uses but through a lazy import (dialogs, the date picker) stay with their
  // lazy piece; a hand-made chunk (chunkGroups.ts) holds what its test names: one fixed set
  const hand = handPlacement(ids, handGroups);
  const placed = ids.filter((id) => (direct.get(id) ?? 0n) !== 0n || hand.has(id));
  const loading = (id: string) => {
    const bits = all.get(id) ?? 0n;
    return bits & shellBit ? bits | signedIn : bits;
  };
  const sets: ModuleSet[] = [];
  const setOf = new Map<string, number>();
  const byKey = new Map<bigint | string, number>();
  const handBits = new Map<number, bigint>();
  for (const id of placed) {
    const key = hand.get(id) ?? loading(id);
    const routesOf = typeof key === 'bigint' ? namesOf(key) : [];
    if (!byKey.has(key))
      byKey.set(key, sets.push({ routes: routesOf, size: 0, modules: [], imports: [] }) - 1);
    const i = byKey.get(key)!;
    if (hand.has(id)) handBits.set(i, (handBits.get(i) ?? 0n) | loading(id));
    sets[i].size += info(id)?.code?.length ?? 0;
    sets[i].modules.push(id);
    setOf.set(id, i);
    if (DRAWS_AT_ONCE.has(path.relative(root, id))) sets[i].ceiling = sets[i].routes;
  }
  for (const [i, bits] of handBits) Object.assign(sets[i], { routes: namesOf(bits), fixed: true });
  for (const id of placed)
    for (const user of use.users(id)) {
      const from = setOf.get(user);
      if (from !== undefined && from !== setOf.get(id)) sets[from].imports.push(setOf.get(id)!);
    }
  const placement = new Map<string, string>();
  const names = new Map<string, number>();
  const mergedSets = mergeSets(sets, FILE_COST, (route) =>
    VISITOR_ROUTE.test(route) ? VISITOR_WEIGHT : 1,
  );
  for (const chunk of mergedSets) {
    // one name per chunk: a group gives all the modules of one name one chunk
    const base = chunkName(namesOf(chunk.modules.reduce((bits, m) => bits | all.get(m)!, 0n)));
    const count = (names.get(base) ?? 0) + 1;
    names.set(base, count);
    for (const id of chunk.modules) placement.set(id, count === 1 ? base : `${base}-${count}`);
  }
  return placement;
}

/** Only re-exports (`export ... from`), comments and type-only statements: an index file. */
export function onlyReexports(code: string): boolean {
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(/;\s*|\n(?=\s*(?:export|import)\b)/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((s) =>
      /^export\s+(type\s+)?(\*|\{[^}]*\})[\s\S]*\bfrom\s*['"][^'"]+['"]$/.test(s),
    )
  );
}

/**
 * The plugin computing the placement, and the chunk group applying it. The plugin also declares
 * the app's index files free of side effects (they only re-export): else a chunk holding one
 * would load every module it names, for the side effects a bundler must assume of any module.
 */
export function routeChunks(
  srcDir: string,
  handGroups: () => HandGroup[] = () => [],
): { plugin: Plugin; group: ChunkGroup } {
  let placement = new Map<string, string>();
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    transform: {
      // the app's TypeScript modules: the bundler calls the hook for these alone
      filter: { id: { include: /\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        if (id.startsWith(srcDir) && onlyReexports(code)) return { code, moduleSideEffects: false };
      },
    },
    buildEnd() {
      // the placement asks for a module's facts many times, and each getModuleInfo call copies
      // them from the bundler afresh: one copy each
      const infos = new Map<string, Info | null>();
      const info = (id: string) => {
        if (!infos.has(id)) infos.set(id, this.getModuleInfo(id));
        return infos.get(id) ?? null;
      };
      placement = placeModules([...this.getModuleIds()], info, srcDir, handGroups());
    },
  };
  const group: ChunkGroup = {
    name: (id: string) => placement.get(id) ?? null,
    debugName: 'route chunks',
    priority: 1,
    // each module is placed by the routes using it: its imports are used by the same routes or
    // more, so they sit in the same chunk or a more shared one
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
