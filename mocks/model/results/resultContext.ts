/**
 * What the rows of a results answer look up (their parameter, their creator, whether the
 * creator has tested the parameter), which results a caller may see, and the indexes the hot
 * reads use: a read request takes them as kept from the last change of the results, users and
 * parameters (db/derived.ts), so page 1 of 20,000 results is cut from a list sorted once, not
 * sorted for every request. Anything else (a write, a test) builds them anew.
 */
import { derived } from '../../db/derived';
import type { DbData, ParameterRecord, ResultRecord, UserRecord } from '../../db/types';
import { filterAndSort, type ListConfig, type TableQuery } from '../../lib/tableQuery';
import { isAdmin } from '@/domain/roles';

type Order = NonNullable<TableQuery['order']>;

/** Lookups shared by all rows of one request, each built once on first use. */
export interface ResultContext {
  parameter(id: number): ParameterRecord | undefined;
  user(id: number): UserRecord | undefined;
  /** true when the user has a successful (non-discarded, non-deleted) result of the parameter */
  tested(userId: number, parameterId: number): boolean;
  /** a result record by id (deleted ones too), or undefined */
  stored(id: number): ResultRecord | undefined;
  /** the live results a user may see, in stored order (not to be changed) */
  visible(user: UserRecord): readonly ResultRecord[];
  /** `visible(user)` in an order, as the table engine sorts them with `config` */
  visibleInOrder(
    user: UserRecord,
    order: Order,
    config: ListConfig<ResultRecord>,
  ): readonly ResultRecord[];
}

/** A result that still exists and whose owner still exists. */
export function isLive(r: ResultRecord, ctx: Pick<ResultContext, 'user'>): boolean {
  return r.deletedAt === null && !ctx.user(r.userId)?.deletedAt;
}

/**
 * Whether a user may read a result: an admin reads every result, a user and a restricted user
 * only their own. (Whether the result still exists is `isLive`'s question.)
 */
export function readsResult(user: UserRecord | undefined, r: ResultRecord): boolean {
  return user !== undefined && (isAdmin(user) || r.userId === user.id);
}

/** Sorted views kept per context, at most this many (a few orders of a few users). */
const SORTED_VIEWS = 24;

/**
 * The lookups on `d`. `keep`: the data stays as it is while the context is used (a read request
 * on kept data): the visible and sorted lists are kept too; otherwise (a write changes results
 * meanwhile) they are found anew on each use. Results are never added by a request (the phone
 * app uploads them), so the index by id holds either way.
 */
function buildContext(d: DbData, keep: boolean): ResultContext {
  const parameters = new Map(d.parameters.map((p) => [p.id, p]));
  const users = new Map(d.users.map((u) => [u.id, u]));
  let tested: Set<string> | null = null;
  let byId: Map<number, ResultRecord> | null = null;
  const visibleTo = new Map<string, readonly ResultRecord[]>();
  const sorted = new WeakMap<object, Map<string, readonly ResultRecord[]>>();
  const ctx: ResultContext = {
    parameter: (id) => parameters.get(id),
    user: (id) => users.get(id),
    tested(userId, parameterId) {
      if (!tested) {
        tested = new Set();
        for (const r of d.results) {
          if (!r.deletedAt && !r.discardedResult) tested.add(`${r.userId}:${r.parameterId}`);
        }
      }
      return tested.has(`${userId}:${parameterId}`);
    },
    stored(id) {
      byId ??= new Map(d.results.map((r) => [r.id, r]));
      return byId.get(id);
    },
    visible(user) {
      // an admin sees everyone's results, anyone else their own
      const scope = isAdmin(user) ? 'all' : String(user.id);
      let rows = visibleTo.get(scope);
      if (!rows) {
        rows = Object.freeze(d.results.filter((r) => readsResult(user, r) && isLive(r, ctx)));
        if (keep) visibleTo.set(scope, rows);
      }
      return rows;
    },
    visibleInOrder(user, order, config) {
      let views = sorted.get(config);
      if (!views) sorted.set(config, (views = new Map()));
      const key = `${isAdmin(user) ? 'all' : user.id}|${order.field}:${order.direction}`;
      let rows = views.get(key);
      if (!rows) {
        const q = { filters: [], search: '', order };
        rows = Object.freeze(filterAndSort(ctx.visible(user), q, config));
        if (keep && views.size < SORTED_VIEWS) views.set(key, rows);
      }
      return rows;
    },
  };
  return ctx;
}

const keptContext = derived(['results', 'users', 'parameters'], buildContext);

/**
 * The lookups of a request: on the store's data, kept between read requests (see above); on
 * other data (a copy), built for it.
 */
export function resultContext(d?: DbData): ResultContext {
  return d === undefined ? keptContext() : buildContext(d, false);
}

/** Results the user may see: own ones; admins everyone's. Deleted results never appear. */
export function visibleResults(user: UserRecord, ctx: ResultContext): readonly ResultRecord[] {
  return ctx.visible(user);
}

/** One result the user may see, or undefined (handlers answer 404). */
export function findVisibleResult(
  user: UserRecord,
  id: number,
  ctx: ResultContext,
): ResultRecord | undefined {
  const r = ctx.stored(id);
  if (!r || !isLive(r, ctx)) return undefined;
  return readsResult(user, r) ? r : undefined;
}
