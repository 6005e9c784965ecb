/**
 * A user's test-strip packages -> the API's TestStripPackage (with its parameter's names, range
 * and unit). A package whose parameter is gone is shown to nobody, and a user reaches only their
 * own packages.
 */
import { db } from '../../db/store';
import type { TestStripPackageRecord, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import type { TestStripPackage } from '@/api';

/** The package as the API shows it, or null when its parameter is gone. */
export function toPackageDto(p: TestStripPackageRecord): TestStripPackage | null {
  const param = db().parameters.find((x) => x.id === p.parameterId);
  if (!param) return null;
  return {
    id: p.id,
    batch_number: p.batchNumber,
    start_amount: p.startAmount,
    amount_of_test_strips_left: p.amountOfTestStripsLeft,
    citation_form: param.citationFormula,
    displayed_name: param.displayedName,
    name: param.name,
    parameter_range: param.parameterRange,
    unit: param.unit,
    parameter_id: param.id,
  };
}

/** The user's packages that can be shown, oldest first. */
export const ownPackages = (me: UserRecord): TestStripPackage[] =>
  db()
    .packages.filter((p) => p.userId === me.id)
    .sort((a, b) => a.id - b.id)
    .map(toPackageDto)
    .filter((p): p is TestStripPackage => p !== null);

/** One of the user's packages that can be shown, or 404. */
export function findOwnPackage(me: UserRecord, id: number): TestStripPackageRecord {
  const record = db().packages.find((p) => p.id === id && p.userId === me.id);
  if (!record || !toPackageDto(record)) throw errors.notFound();
  return record;
}
