/**
 * Dashboard: overview counts, measurements per day and parameter, and the package counter
 * (the current user's test-strip packages).
 *
 * Package rules (src/domain/stripPackages.ts): the lot number is empty or HC123456 / 1234567890;
 * startAmount is the package size, 2..100; amountOfTestStripsLeft (the strips still in the box,
 * the number the user edits) has to be more than the one measurement already taken (so 2 or
 * more) and at most the package size, on create and update:
 * 'Test strips left has to be more than measurements already taken (1) and at maximum (N)'.
 * The parameter must be released (422).
 */
import { DAY, now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { TestStripPackageRecord } from '../../db/types';
import { hydra, reply } from '../../http/reply';
import { numericId, readBody } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { validationError, violation, type Violation } from '../../lib/errors';
import { findOwnPackage, ownPackages, toPackageDto } from '../../model/packages/packageDto';
import { parameterOverviewOf } from '../../model/parameters/parameterOverview';
import { dailyMeasurements, measurementStats } from '../../model/results/measurementStats';
import { isValidPackageLot, lotOrNull } from '@/domain/lotNumbers';
import { DASHBOARD_MESSAGES, LOT_MESSAGES } from '@/domain/messages';
import { RELEASED } from '@/domain/parameterRules';
import { isAdmin } from '@/domain/roles';
import { isValidStripsLeft, MAX_PACKAGE_SIZE, MEASUREMENTS_TAKEN } from '@/domain/stripPackages';

export const MAX_RANGE = 366 * DAY;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The lot number (null when empty) or a violation. */
function lotNumber(value: unknown, out: Violation[]): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && isValidPackageLot(value)) return lotOrNull(value);
  out.push(violation('batchNumber', LOT_MESSAGES.package));
  return null;
}

function checkStripsLeft(value: unknown, max: number, out: Violation[]) {
  if (!isValidStripsLeft(value, max))
    out.push(violation('amountOfTestStripsLeft', DASHBOARD_MESSAGES.stripsLeft(max)));
}

/** An epoch-seconds query value, or a violation. */
function seconds(query: URLSearchParams, name: string, out: Violation[]): number {
  const raw = query.get(name) ?? '';
  if (!/^-?\d+$/.test(raw)) out.push(violation(name, 'This value should be of type int.'));
  return Number(raw);
}

export const dashboardHandlers = [
  route('getWeeklyPerformance', ({ query }) => {
    const me = requireUser();
    const v: Violation[] = [];
    const from = seconds(query, 'from', v);
    const to = seconds(query, 'to', v);
    if (!v.length && from <= 0) v.push(violation('from', DASHBOARD_MESSAGES.beforeEpoch));
    if (!v.length && from > to)
      v.push(violation('from', 'The start of the range must not be after its end.'));
    if (!v.length && to - from > MAX_RANGE)
      v.push(violation('to', DASHBOARD_MESSAGES.rangeTooLong));
    if (v.length) throw validationError(v, 400);
    return reply('getWeeklyPerformance', dailyMeasurements(me.id, from, to));
  }),

  route('getOverview', () => {
    const me = requireUser();
    // the parameters Recently Measured and every picker show as tested (a draft parameter some
    // results were measured with during its beta does not count: the user cannot pick it)
    const tested = parameterOverviewOf(me.id, isAdmin(me)).filter((p) => p.count > 0).length;
    return reply('getOverview', {
      count_of_measurements: measurementStats(me.id).countOfMeasurements,
      analysis_count: db().analyses.filter((a) => a.userId === me.id && !a.discarded).length,
      parameters_tested: tested,
    });
  }),

  route('listTestStripPackages', () => {
    const me = requireUser();
    return reply('listTestStripPackages', hydra(ownPackages(me)));
  }),

  route('createTestStripPackage', async ({ request }) => {
    const me = requireUser();
    const body = await readBody(request);
    const v: Violation[] = [];
    if (!isInt(body.parameterId))
      v.push(violation('parameterId', DASHBOARD_MESSAGES.parameterRequired));
    const batchNumber = lotNumber(body.batchNumber, v);
    const startAmount = body.startAmount;
    if (
      !isInt(startAmount) ||
      startAmount <= MEASUREMENTS_TAKEN ||
      startAmount > MAX_PACKAGE_SIZE
    ) {
      v.push(
        violation('startAmount', `The start amount has to be between 2 and ${MAX_PACKAGE_SIZE}.`),
      );
    } else {
      checkStripsLeft(body.amountOfTestStripsLeft, startAmount, v);
    }
    if (v.length) throw validationError(v, 400);
    const param = db().parameters.find((p) => p.id === body.parameterId);
    if (!param || param.status !== RELEASED) {
      throw validationError([violation('parameterId', 'The parameter is not available.')], 422);
    }
    const record: TestStripPackageRecord = {
      id: nextId('packages'),
      userId: me.id,
      parameterId: param.id,
      batchNumber,
      startAmount: startAmount as number,
      amountOfTestStripsLeft: body.amountOfTestStripsLeft as number,
      createdAt: now(),
    };
    db().packages.push(record);
    return reply('createTestStripPackage', toPackageDto(record)!, { status: 201 });
  }),

  route('updateTestStripPackage', async ({ request, params }) => {
    const me = requireUser();
    const record = findOwnPackage(me, numericId(params.id));
    const body = await readBody(request);
    const v: Violation[] = [];
    const batchNumber = 'batchNumber' in body ? lotNumber(body.batchNumber, v) : record.batchNumber;
    checkStripsLeft(body.amountOfTestStripsLeft, record.startAmount, v);
    if (v.length) throw validationError(v, 400);
    record.batchNumber = batchNumber;
    record.amountOfTestStripsLeft = body.amountOfTestStripsLeft as number;
    return reply('updateTestStripPackage', toPackageDto(record)!);
  }),
];
