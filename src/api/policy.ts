/**
 * How an operation of the contract behaves in the client besides its call, declared per tag in
 * src/api/policies/<tag>.ts:
 * - the cache tags it provides or invalidates (per record and per list: see cacheTags.ts);
 * - which query its answer fills (`fills`): an edit that answers with the whole record puts it
 *   into the record's own query (see cacheTags.record), which is then not fetched again;
 * - whether its answer is binary (images, export files: fetched on demand, not kept);
 * - how its failure is reported (`errors`): by the app's central handler (the default), by the
 *   screen that made the call ('inline': forms put violations on their fields with
 *   src/shared/ui/formErrors.ts, which hands the rest to the central handler),
 *   or not at all ('quiet': logout ends the session locally whatever the server says).
 * A tag's table names each of its operations and no other (a new operation fails to compile
 * until it has its line). The tag's generated part (src/api/generated/parts/<tag>.ts) injects
 * its operations through the api the table makes (`withPolicies`), which applies them there.
 */
import { baseApi } from './baseApi';
import type { CacheTag, TagSpec } from './cacheTags';
import type { contractApi } from './generated/endpoints';
import type { OperationId, operations } from './generated/operations';

/**
 * The types of an operation's endpoint, read off the api's `endpoints` (RTK Query's
 * `DefinitionsFromApi` infers them by matching the whole api type, seconds of every type check).
 */
type TypesOf<K extends OperationId> = (typeof contractApi)['endpoints'][K]['Types'];
/** The argument an operation's hook takes. */
export type ArgOf<K extends OperationId> = TypesOf<K>['QueryArg'];
/** The answer an operation gives. */
export type AnswerOf<K extends OperationId> = TypesOf<K>['ResultType'];

export type ErrorReporting = 'central' | 'inline' | 'quiet';

/**
 * The queries of one record by its id (`{ id }`, and nothing else) whose answer an `Answer` can
 * stand for: the record queries an edit answering with the whole record may fill.
 */
type RecordQueryOf<Answer> = {
  [Q in OperationId]: Operations[Q]['method'] extends 'get'
    ? keyof ArgOf<Q> extends 'id'
      ? Answer extends AnswerOf<Q> & { id: unknown }
        ? Q
        : never
      : never
    : never;
}[OperationId];

/** A policy is checked against the endpoint's argument and answer. */
export interface EndpointPolicy<Arg, Answer> {
  provides?: TagSpec<Arg, Answer>[];
  invalidates?: TagSpec<Arg, Answer>[];
  fills?: RecordQueryOf<Answer>;
  binary?: true;
  errors?: ErrorReporting;
}

type Operations = typeof operations;
/** The tags of the contract. */
export type ContractTag = Operations[OperationId]['tag'];
/** The operations the contract files under a tag. */
type OperationsOf<Tag extends ContractTag> = {
  [K in OperationId]: Operations[K]['tag'] extends Tag ? K : never;
}[OperationId];

/** The policy table of one tag: one entry per operation of the tag. */
export type PoliciesOf<Tag extends ContractTag> = {
  [K in OperationsOf<Tag>]: EndpointPolicy<ArgOf<K>, AnswerOf<K>>;
};

export const inline = { errors: 'inline' } as const;
export const binary = { binary: true } as const;

type AnySpec = CacheTag | ((arg: unknown, answer: unknown) => CacheTag[]);
interface AnyPolicy {
  provides?: AnySpec[];
  invalidates?: AnySpec[];
  fills?: string;
  binary?: true;
  errors?: ErrorReporting;
}

/** How each injected operation reports its failures (filled as the parts load). */
const reporting = new Map<string, ErrorReporting>();

const tagsOf = (specs: AnySpec[]) => (answer: unknown, _error: unknown, arg: unknown) =>
  specs.flatMap((spec) => (typeof spec === 'function' ? spec(arg, answer) : [spec]));

interface Lifecycle {
  dispatch(action: unknown): unknown;
  queryFulfilled: Promise<{ data: unknown }>;
}

/** Puts an edit's answer, the whole record, into the record's query (by the record's id). */
const filling = (query: string) =>
  async function onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
    let record: { id: unknown };
    try {
      record = (await queryFulfilled).data as { id: unknown };
    } catch {
      return; // a refused edit changes nothing: its failure is reported where it was made
    }
    const replace = () => record as never;
    dispatch(baseApi.util.updateQueryData(query as never, { id: record.id } as never, replace));
  };

function enhancement({ provides, invalidates, fills, binary: isBinary }: AnyPolicy) {
  return {
    ...(provides && { providesTags: tagsOf(provides) }),
    ...(invalidates && { invalidatesTags: tagsOf(invalidates) }),
    ...(fills && { onQueryStarted: filling(fills) }),
    // images and export files are fetched on demand and not kept in the cache
    ...(isBinary && { keepUnusedDataFor: 0 }),
  };
}

interface Enhanceable {
  enhanceEndpoints(options: { endpoints: Record<string, unknown> }): unknown;
}

/**
 * Applies a tag's policies to the api its operations were just injected into. Tags and cache
 * lifetimes change behaviour, not types: the api keeps the generated typing.
 */
function applyPolicies<Api>(api: Api, policies: object): Api {
  const table = policies as Record<string, AnyPolicy>;
  for (const [name, policy] of Object.entries(table))
    if (policy.errors) reporting.set(name, policy.errors);
  (api as Enhanceable).enhanceEndpoints({
    endpoints: Object.fromEntries(
      Object.entries(table).map(([name, policy]) => [name, enhancement(policy)]),
    ),
  });
  return api;
}

/**
 * The api a tag's generated part injects its operations into (the part's `apiFile`): the one
 * api (baseApi.ts), with the tag's policies applied to what is injected. Name the tag:
 * `withPolicies<'Results'>({ ... })`.
 */
export function withPolicies<Tag extends ContractTag>(
  policies: PoliciesOf<Tag>,
): Pick<typeof baseApi, 'injectEndpoints'> {
  return {
    injectEndpoints: (options) => applyPolicies(baseApi.injectEndpoints(options), policies),
  };
}

/** How a failure of this endpoint is reported (see the policy tables). */
export function errorReportingOf(endpoint: string): ErrorReporting {
  return reporting.get(endpoint) ?? 'central';
}
