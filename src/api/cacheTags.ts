/**
 * Cache tags of the policy tables (policies/), as RTK Query recommends them: a query of one record
 * provides `{ type, id }`; a list provides `{ type, id: 'LIST' }` (its membership) and one
 * `{ type, id }` per record it shows. A mutation invalidates the record it changes, and LIST
 * where records come, go or move between lists. A bare type (`'Overview'`) is every tag of
 * that type: for data without records, or when the call cannot say which records it touched.
 * The query of a record whose edits answer with the whole record is tagged apart (`record`):
 * such an edit fills it and invalidates only the views of the record (`one`).
 */
import type { tagTypes } from './baseApi';
import type { ResultPatch, Share } from './generated/endpoints';

export type TagType = (typeof tagTypes)[number];
type Id = number | string;
export type CacheTag = TagType | { type: TagType; id: Id };

/** Tags worked out from the call's argument and (on success) its answer. */
export type TagsOf<Arg, Answer> = (arg: Arg, answer: Answer | undefined) => CacheTag[];
/** One entry of a policy's `provides` or `invalidates`. */
export type TagSpec<Arg, Answer> = CacheTag | TagsOf<Arg, Answer>;

/** The record the call names: `arg.id`, or the id `idOf` finds (none when it is undefined). */
export function one(type: TagType): TagsOf<{ id: Id }, unknown>;
export function one<Arg, Answer = unknown>(
  type: TagType,
  idOf: (arg: Arg, answer: Answer | undefined) => Id | undefined,
): TagsOf<Arg, Answer>;
export function one(
  type: TagType,
  idOf: (arg: never, answer: never) => Id | undefined = (arg: { id: Id }) => arg.id,
): TagsOf<never, never> {
  return (arg, answer) => {
    const id = idOf(arg, answer as never);
    return id === undefined ? [] : [{ type, id }];
  };
}

/** The tag of a record's own query (see `record`). */
const recordTag = (type: TagType, id: Id) => ({ type, id: `record ${id}` });

/**
 * The query of one record itself (`{ id }`: its detail), tagged apart from the lists and views
 * that show the record (`one`): an edit whose answer is the whole record fills this query
 * (`fills` in its policy) and invalidates the views alone. A change the client does not get the
 * record back from invalidates both.
 */
export function record(type: TagType): TagsOf<{ id: Id }, unknown> {
  return (arg) => [recordTag(type, arg.id)];
}

/** Several records the call names (a bulk delete): their views and their own queries. */
export function many<Arg>(type: TagType, idsOf: (arg: Arg) => readonly Id[]): TagsOf<Arg, unknown> {
  return (arg) => idsOf(arg).flatMap((id) => [{ type, id }, recordTag(type, id)]);
}

/** The membership of every list of the type: created and deleted records, or moved ones. */
export const LIST = (type: TagType) => ({ type, id: 'LIST' });

/** The answers lists come in: a Hydra collection, a share list or a plain array. */
type Listed<Item> = { 'hydra:member': Item[] } | { shares: Item[] } | Item[];

function itemsOf<Item>(answer: Listed<Item> | undefined): Item[] {
  if (!answer) return [];
  if (Array.isArray(answer)) return answer;
  return 'shares' in answer ? answer.shares : answer['hydra:member'];
}

/**
 * A list: LIST and one tag per record shown, plus `more` tags of each record (records a row
 * shows something of, e.g. the name of a shared result).
 */
export function list<Item extends { id: Id }>(
  type: TagType,
  more: (item: Item) => CacheTag[] = () => [],
): TagsOf<unknown, Listed<Item>> {
  return (_arg, answer) => [
    LIST(type),
    ...itemsOf(answer).flatMap((item) => [{ type, id: item.id }, ...more(item)]),
  ];
}

/** Share links: a link row shows the name of the analysis or result it shares. */
export const shareLinks = list<Share>('Share', (s) => [
  { type: s.resourceType === 'analysis' ? 'Analysis' : 'Result', id: s.resourceId },
]);

// What a result edit can change: every ResultPatch field (a new one fails to compile until it
// is here); the server sets updatedAt on every edit.
const RESULT_EDIT_FIELDS = Object.keys({
  measurementName: 0,
  comment: 0,
  testStripLotNumber: 0,
  updatedAt: 0,
} satisfies Record<keyof ResultPatch, 0>);

/**
 * Result lists that search (the search reads the name, comment and lot number), or filter or
 * sort by a field a result edit changes: any edit can move a result into, out of or within
 * them, not only the rows they show.
 */
export const SEARCHED_RESULT_LISTS = { type: 'Result', id: 'SEARCHED' } as const;

interface TableQuery {
  search?: string;
  order?: string;
  filter?: string;
}

function readsEditedFields({ search, order, filter }: TableQuery): boolean {
  if (search) return true;
  if (order && RESULT_EDIT_FIELDS.includes(order.split(':')[0])) return true;
  if (!filter) return false;
  try {
    const filters = JSON.parse(filter) as { field?: unknown }[];
    return filters.some((f) => RESULT_EDIT_FIELDS.includes(String(f.field)));
  } catch {
    return true; // unreadable: assume the worst
  }
}

/** A table of results (search, filter, order): a list, searched or not (see above). */
export const resultTable: TagsOf<TableQuery, Listed<{ id: number }>> = (arg, answer) => [
  ...list('Result')(arg, answer),
  ...(readsEditedFields(arg) ? [SEARCHED_RESULT_LISTS] : []),
];
