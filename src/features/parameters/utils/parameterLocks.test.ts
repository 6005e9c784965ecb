import { FIELD_ORDER, type FormField } from './parameterFields';
import { lockedFields } from './parameterLocks';
import type { FormStatus } from './parameterStatus';

/** Every field the form can lock, by state: the expected locks written out in full. */
const NAME_LOCKS: FormField[] = ['name', 'stripCatNo'];
const RELEASE_LOCKS: FormField[] = ['parameterRange', 'unit', 'citationFormula'];
const cases: [FormStatus, boolean, FormField[]][] = [
  ['New', false, []],
  ['Draft', false, ['packageCounterStripInBox']],
  ['Draft', true, ['packageCounterStripInBox', ...NAME_LOCKS, ...RELEASE_LOCKS]],
  ['Released', true, ['packageCounterStripInBox', ...NAME_LOCKS, ...RELEASE_LOCKS]],
  // read-only: 'Activate as draft' moves the status alone
  ['Inactive', true, FIELD_ORDER],
];

describe('lockedFields', () => {
  const rows = cases.flatMap(([status, released, locked]) =>
    FIELD_ORDER.map((field) => [status, released, field, locked.includes(field)] as const),
  );
  it.each(rows)('%s (released before: %s): %s locked = %s', (status, released, field, locked) => {
    expect(lockedFields(status, released).has(field)).toBe(locked);
  });
});
