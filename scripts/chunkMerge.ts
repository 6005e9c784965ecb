/**
 * Which sets of modules share a file: the cost model of the route-level chunks (routeChunks.ts).
 *
 * The modules come grouped by the pages loading them (a set: its pages, its size and modules):
 * one file per set gives every page exactly the code it runs, in many files (a list page loaded
 * about 70, most under 2 kB). Each file costs a page a request, on a phone's connection a share
 * of a round trip; each module in a file the page does not run costs its bytes. So two sets
 * become one file where that costs the pages less than it saves them, the most paying merge
 * first, until none pays:
 * - the pages loading both save a file each (`fileCost`, in bytes of source);
 * - the pages loading only one of them now load the other's bytes too.
 * Each page counts with its weight (a page opened first by many counts more).
 *
 * A file loads the files holding what its modules import: a merge whose pages pull in such a
 * file beyond its own pages also costs those pages that file's bytes and request (and so on
 * through what it imports). A set may have a ceiling, the pages it may reach at most (a chart's
 * card: each of its pages also fetches the charting chunk). A set may be fixed: a file the build
 * makes by hand, which is never joined but is pulled in like the others.
 */

export interface ModuleSet {
  /** the pages loading these modules */
  routes: string[];
  /** bytes of source */
  size: number;
  modules: string[];
  /** the sets (indices) holding modules these modules import */
  imports: number[];
  /** the pages it may be loaded by at most (default: any) */
  ceiling?: string[];
  /**
   * a file the build makes by hand (chunkGroups.ts): joined with nothing, and left out of the
   * result, but a merge importing it pulls it into its pages like any other file
   */
  fixed?: boolean;
}

export interface MergedSet {
  routes: string[];
  size: number;
  modules: string[];
}

interface Node {
  pages: Uint8Array;
  ceiling: Uint8Array;
  size: number;
  modules: string[];
  imports: Set<Node>;
  fixed: boolean;
}

/** The sets merged where that pays (see above), the most shared first. */
export function mergeSets(
  sets: readonly ModuleSet[],
  fileCost: number,
  weight: (route: string) => number = () => 1,
): MergedSet[] {
  const routes = [...new Set(sets.flatMap((s) => s.routes))].sort();
  const index = new Map(routes.map((r, i) => [r, i]));
  const mask = (list: readonly string[]) => {
    const m = new Uint8Array(routes.length);
    for (const r of list) if (index.has(r)) m[index.get(r)!] = 1;
    return m;
  };
  const weights = routes.map(weight);
  const everyPage = new Uint8Array(routes.length).fill(1);
  let nodes: Node[] = sets.map((s) => ({
    pages: mask(s.routes),
    ceiling: s.ceiling ? mask(s.ceiling) : everyPage,
    size: s.size,
    modules: s.modules,
    imports: new Set(),
    fixed: s.fixed === true,
  }));
  sets.forEach((s, i) => s.imports.forEach((j) => j !== i && nodes[i].imports.add(nodes[j])));

  /**
   * The files a file with `pages` importing `targets` pulls into pages that did not load them:
   * each such file and the pages it newly reaches (null where a ceiling bars them).
   */
  const pulled = (pages: Uint8Array, targets: Iterable<Node>) => {
    const grown = new Map<Node, Uint8Array>();
    const stack = [...targets].map((t) => [t, pages] as const);
    while (stack.length) {
      const [target, from] = stack.pop()!;
      const now = grown.get(target) ?? target.pages;
      let more = false;
      for (let r = 0; r < routes.length; r++)
        if (from[r] && !now[r]) {
          if (!target.ceiling[r]) return null;
          more = true;
        }
      if (!more) continue;
      const next = now.map((v, r) => v | from[r]);
      grown.set(target, next);
      for (const t of target.imports) stack.push([t, next]);
    }
    return grown;
  };
  const count = (m: Uint8Array) => m.reduce((sum, v, r) => sum + v * weights[r], 0);

  /**
   * The merge of a and b before what it pulls in: its cost to the pages both load and to those
   * loading only one (null where a ceiling bars it). What it pulls in only adds to it.
   */
  const direct = (a: Node, b: Node): number | null => {
    if (a.fixed || b.fixed) return null;
    let onlyA = 0;
    let onlyB = 0;
    let both = 0;
    for (let r = 0; r < routes.length; r++) {
      const inA = a.pages[r];
      const inB = b.pages[r];
      if ((inA || inB) && !(a.ceiling[r] && b.ceiling[r])) return null;
      if (inA && inB) both += weights[r];
      else if (inA) onlyA += weights[r];
      else if (inB) onlyB += weights[r];
    }
    return onlyA * b.size + onlyB * a.size - both * fileCost;
  };
  /** The whole merge: its cost with the files it pulls in (null where a ceiling bars them). */
  const plan = (a: Node, b: Node, cost: number) => {
    const pages = a.pages.map((v, r) => v | b.pages[r]);
    const imports = new Set([...a.imports, ...b.imports].filter((n) => n !== a && n !== b));
    const grown = pulled(pages, imports);
    if (!grown) return null;
    for (const [node, next] of grown)
      cost += (count(next) - count(node.pages)) * (node.size + fileCost);
    return { a, b, cost, pages, imports, grown };
  };

  for (;;) {
    // the paying merges by their direct cost; the best whole merge is among those whose direct
    // cost is below the best whole cost found so far
    const candidates: [number, Node, Node][] = [];
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) {
        const cost = direct(nodes[i], nodes[j]);
        if (cost !== null && cost < 0) candidates.push([cost, nodes[i], nodes[j]]);
      }
    candidates.sort((x, y) => x[0] - y[0]);
    let best: NonNullable<ReturnType<typeof plan>> | null = null;
    for (const [cost, a, b] of candidates) {
      if (best && cost >= best.cost) break;
      const whole = plan(a, b, cost);
      if (whole && whole.cost < 0 && (!best || whole.cost < best.cost)) best = whole;
    }
    if (!best) break;
    const { a, b } = best;
    for (const [node, next] of best.grown) node.pages = next;
    const merged: Node = {
      pages: best.pages,
      ceiling: a.ceiling.map((v, r) => v & b.ceiling[r]),
      size: a.size + b.size,
      modules: [...a.modules, ...b.modules],
      imports: best.imports,
      fixed: false,
    };
    nodes = nodes.filter((n) => n !== a && n !== b);
    for (const n of nodes)
      if (n.imports.has(a) || n.imports.has(b)) {
        n.imports.delete(a);
        n.imports.delete(b);
        n.imports.add(merged);
      }
    nodes.push(merged);
  }
  return nodes
    .filter((n) => !n.fixed)
    .map((n) => ({
      routes: routes.filter((_, r) => n.pages[r]),
      size: n.size,
      modules: n.modules,
    }))
    .sort((x, y) => y.routes.length - x.routes.length || y.size - x.size);
}
