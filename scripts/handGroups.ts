/**
 * The chunks the build makes by hand (chunkGroups.ts) as the route-level chunks (routeChunks.ts)
 * see them: a module a group's test names is in that group's file whichever routes use it, so a
 * route chunk using it makes its pages load that whole file. (The modules such a file takes
 * besides, what its modules import, are left to the route chunks' model: which of those the
 * bundler adds could not be told beforehand.)
 */
import type { Rolldown } from 'vite';

/** One of the bundler's chunk groups (Rolldown's `codeSplitting.groups`). */
export type ChunkGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** A chunk the build makes by hand, by the modules its test names. */
export interface HandGroup {
  name: string;
  test: (id: string) => boolean;
}

/** The hand-made chunk of each module a test names: the first of `groups` (highest priority). */
export function handPlacement(ids: readonly string[], groups: readonly HandGroup[]) {
  const taken = new Map<string, string>();
  for (const id of ids) {
    const group = groups.find(({ test }) => test(id));
    if (group) taken.set(id, group.name);
  }
  return taken;
}

/** The bundler's groups with a test as HandGroups, highest priority first (its order). */
export function handGroups(groups: readonly ChunkGroup[]): HandGroup[] {
  return [...groups]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .flatMap(({ name, test }): HandGroup[] => {
      if (test === undefined) return [];
      const named =
        typeof test === 'function'
          ? (id: string) => Boolean(test(id))
          : (id: string) => new RegExp(test).test(id);
      return [{ name: String(name), test: named }];
    });
}
