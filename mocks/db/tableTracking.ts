/**
 * Which tables of the store may have changed since the last write, so that a write compares and
 * stores only those (persistence/chunkedPersistence.ts) instead of all 20,000 results of the
 * `large` scenario. Handlers change records in place, so reaching a table is the sign: every
 * table reached through db() counts as touched, except
 * - during a read request (GET): what it reaches is not stored (it never was);
 * - during a write request, the tables its route declares it only reads (`readsOnly` of
 *   route.ts): replacing such a table still counts, and in development and tests the declared
 *   tables are compared before and after the request: one that changed fails the request (and
 *   counts as touched), so a wrong declaration shows in the tests, never as a lost change.
 * Code outside requests (tests, the controls, scenarios) touches what it reaches.
 */

const touched = new Set<string>();
/** read requests under way */
let reading = 0;
let readsOnly: ReadonlySet<string> = new Set();
/** write requests begun so far: a check is skipped when another write ran alongside */
let writesBegun = 0;
let writing = 0;

/** Tables over this many records are not compared by the check (it would take too long). */
const CHECK_LIMIT = 5000;
const CHECK = import.meta.env.DEV;

/**
 * How often each table may have changed: bumped whenever it is touched, and again when the
 * write that touched it ends (its records are changed in place after they were reached). Data
 * derived from a table (derived.ts) is kept while its version stays.
 */
const versions = new Map<string, number>();
const touch = (key: string) => {
  touched.add(key);
  versions.set(key, (versions.get(key) ?? 0) + 1);
};

/** The version of a table (see `versions`). */
export const tableVersion = (name: string) => versions.get(name) ?? 0;

/** The store's data as handed out by db(): every table reached through it is touched. */
export function trackTables<T extends object>(data: T): T {
  return new Proxy(data, {
    get(target, key) {
      if (typeof key === 'string' && reading === 0 && !readsOnly.has(key)) touch(key);
      return Reflect.get(target, key);
    },
    set(target, key, value) {
      if (typeof key === 'string') touch(key);
      return Reflect.set(target, key, value);
    },
    deleteProperty(target, key) {
      if (typeof key === 'string') touch(key);
      return Reflect.deleteProperty(target, key);
    },
  });
}

/** The touched tables, now no longer touched (a write takes them). */
export function takeTouched(): Set<string> {
  const taken = new Set(touched);
  touched.clear();
  return taken;
}

/** Marks tables touched again (a write that failed gives back what it took). */
export function markTouched(names: Iterable<string>) {
  for (const name of names) touch(name);
}

/** Forgets every mark: the data is the stored state (just loaded or reseeded). */
export function clearTouched() {
  touched.clear();
}

/** Whether a read request is under way (what it reaches is not touched). */
export const readRequestRunning = () => reading > 0;

/** Runs a read request: it touches nothing. */
export async function whileReading<T>(run: () => Promise<T>): Promise<T> {
  reading += 1;
  try {
    return await run();
  } finally {
    reading -= 1;
  }
}

/**
 * Runs a write request whose route declares tables it only reads (`declared`); `data` is the
 * store's own data (not the tracked view), for the check.
 */
export async function whileWriting<T>(
  declared: readonly string[],
  data: () => Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  const begun = ++writesBegun;
  writing += 1;
  const alone = writing === 1;
  const previous = readsOnly;
  readsOnly = new Set(declared);
  const before = CHECK && declared.length ? snapshot(data(), declared) : null;
  try {
    const result = await run();
    if (before && alone && writesBegun === begun) checkUnchanged(data(), before);
    return result;
  } finally {
    readsOnly = previous;
    writing -= 1;
    for (const name of touched) touch(name);
  }
}

function snapshot(data: Record<string, unknown>, tables: readonly string[]) {
  const texts = new Map<string, string>();
  for (const name of tables) {
    const table = data[name];
    if (!Array.isArray(table) || table.length <= CHECK_LIMIT)
      texts.set(name, JSON.stringify(table));
  }
  return texts;
}

function checkUnchanged(data: Record<string, unknown>, before: Map<string, string>) {
  for (const [name, text] of before) {
    if (JSON.stringify(data[name]) === text) continue;
    touch(name);
    throw new Error(
      `[mock] the request changed the table '${name}', which its route declares it only reads (readsOnly in route.ts)`,
    );
  }
}
