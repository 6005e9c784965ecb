import { describe, expect, it } from 'vitest';
import { DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import {
  isMeasurement,
  measurementStats,
  parameterUsage,
} from '@mocks/model/results/measurementStats';
import { call, loginAs } from '@tests/utils/apiClient';

const LOT_MESSAGE =
  'Please make sure that your entered lot number has the format HC123456 or 1234567890';
const stripsLeftMessage = (max: number) =>
  `Test strips left has to be more than measurements already taken (1) and at maximum (${max})`;

const weekly = (from: number, to: number) => call('GET', `/overview/weekly?from=${from}&to=${to}`);
const newPackage = (over: Record<string, unknown> = {}) => ({
  batchNumber: 'HC654321',
  citationForm: 'NO,,3,,__-__',
  startAmount: 50,
  parameterId: 2,
  amountOfTestStripsLeft: 50,
  ...over,
});

describe('getOverview', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/overview')).status).toBe(401);
  });

  it('counts measurements, live analyses and tested parameters of the caller', async () => {
    await loginAs('user@example.com');
    const analyses = db().analyses.filter((a) => a.userId === 1);
    const live = analyses.filter((a) => !a.discarded);
    live[0].discarded = true;
    const res = await call('GET', '/overview');
    expect(res.status).toBe(200);
    // tested parameters are those the parameter list offers as tested: Anna also has results of
    // a draft parameter (measured during its beta), which she cannot pick anywhere
    const offered = (await call('GET', '/parameters/list')).body as { tested: string }[];
    const tested = offered.filter((p) => p.tested === 'true').length;
    expect(parameterUsage(1).size).toBeGreaterThan(tested);
    expect(res.body).toEqual({
      count_of_measurements: measurementStats(1).countOfMeasurements,
      analysis_count: live.length - 1,
      parameters_tested: tested,
    });
    expect(res.body.count_of_measurements).toBeGreaterThan(0);
    expect(res.body.parameters_tested).toBeGreaterThan(0);
  });

  it('is all zero for a new account', async () => {
    await loginAs('new@example.com');
    expect((await call('GET', '/overview')).body).toEqual({
      count_of_measurements: 0,
      analysis_count: 0,
      parameters_tested: 0,
    });
  });
});

describe('getWeeklyPerformance', () => {
  it('refuses anonymous callers', async () => {
    expect((await weekly(now() - 7 * DAY, now())).status).toBe(401);
  });

  it('counts the own measurements per UTC day and parameter', async () => {
    await loginAs('user@example.com');
    const from = now() - 30 * DAY;
    const to = now();
    const res = await weekly(from, to);
    expect(res.status).toBe(200);
    const mine = db().results.filter(
      (r) =>
        r.userId === 1 &&
        isMeasurement(r) &&
        r.sampleCreationDate >= from &&
        r.sampleCreationDate <= to,
    );
    expect(mine.length).toBeGreaterThan(0);
    const total = res.body.reduce((s: number, e: { count: number }) => s + e.count, 0);
    expect(total).toBe(mine.length);
    const first = mine[0];
    const day = new Date(first.sampleCreationDate * 1000).toISOString().slice(0, 10);
    const entry = res.body.find(
      (e: { date: string; parameterId: number }) =>
        e.date === day && e.parameterId === first.parameterId,
    );
    expect(entry.count).toBe(
      mine.filter(
        (r) =>
          r.parameterId === first.parameterId &&
          new Date(r.sampleCreationDate * 1000).toISOString().slice(0, 10) === day,
      ).length,
    );
    expect(entry.parameterName).toBe(
      db().parameters.find((p) => p.id === first.parameterId)!.displayedName,
    );
    const dates = res.body.map((e: { date: string }) => e.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('does not count deleted or discarded results, nor other users', async () => {
    await loginAs('user@example.com');
    const from = now() - 30 * DAY;
    const before = (await weekly(from, now())).body.reduce(
      (s: number, e: { count: number }) => s + e.count,
      0,
    );
    const r = db().results.find(
      (x) => x.userId === 1 && isMeasurement(x) && x.sampleCreationDate >= from,
    )!;
    r.discardedResult = true;
    const after = (await weekly(from, now())).body.reduce(
      (s: number, e: { count: number }) => s + e.count,
      0,
    );
    expect(after).toBe(before - 1);
    await loginAs('new@example.com');
    expect((await weekly(from, now())).body).toEqual([]);
  });

  it('validates the range', async () => {
    await loginAs('user@example.com');
    const reversed = await weekly(now(), now() - DAY);
    expect(reversed.status).toBe(400);
    expect(reversed.body.violations[0].propertyPath).toBe('from');
    const tooLong = await weekly(now() - 367 * DAY, now());
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.violations[0].propertyPath).toBe('to');
    expect((await weekly(now() - 366 * DAY, now())).status).toBe(200);
    expect((await call('GET', '/overview/weekly?from=abc&to=1')).status).toBe(400);
    expect((await call('GET', '/overview/weekly')).status).toBe(400);
    const epoch = await weekly(0, DAY);
    expect(epoch.body.violations[0].message).toBe('Selected date must be greater than 01/01/1970!');
  });
});

describe('test strip packages', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/test_strip_packages')).status).toBe(401);
    expect((await call('POST', '/test_strip_packages', newPackage())).status).toBe(401);
    expect(
      (await call('PUT', '/test_strip_packages/1', { amountOfTestStripsLeft: 5 })).status,
    ).toBe(401);
  });

  it('lists the own packages with their parameter data', async () => {
    await loginAs('user@example.com');
    const res = await call('GET', '/test_strip_packages');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toEqual([
      {
        id: 1,
        batch_number: 'HC123456',
        start_amount: 100,
        amount_of_test_strips_left: 64,
        citation_form: 'pH',
        displayed_name: 'pH',
        name: 'pH',
        parameter_range: '0-14',
        unit: 'pH',
        parameter_id: 1,
      },
    ]);
    await loginAs('new@example.com');
    expect((await call('GET', '/test_strip_packages')).body['hydra:totalItems']).toBe(0);
  });

  it('creates a package for a released parameter', async () => {
    await loginAs('new@example.com');
    const res = await call(
      'POST',
      '/test_strip_packages',
      newPackage({ amountOfTestStripsLeft: 30 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      batch_number: 'HC654321',
      start_amount: 50,
      amount_of_test_strips_left: 30,
      name: 'Nitrate',
      citation_form: 'NO,,3,,__-__',
      parameter_id: 2,
    });
    expect(db().packages.find((p) => p.id === res.body.id)).toMatchObject({
      userId: 4,
      createdAt: now(),
    });
    const empty = await call(
      'POST',
      '/test_strip_packages',
      newPackage({ batchNumber: '', parameterId: 1 }),
    );
    expect(empty.body.batch_number).toBeNull();
    const digits = await call(
      'POST',
      '/test_strip_packages',
      newPackage({ batchNumber: '1234567890' }),
    );
    expect(digits.body.batch_number).toBe('1234567890');
    expect((await call('GET', '/test_strip_packages')).body['hydra:totalItems']).toBe(3);
  });

  it('refuses parameters that are not released (422)', async () => {
    await loginAs('new@example.com');
    for (const parameterId of [4, 5, 6, 99]) {
      const res = await call('POST', '/test_strip_packages', newPackage({ parameterId }));
      expect(res.status).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('parameterId');
    }
  });

  it('validates lot number and amounts', async () => {
    await loginAs('new@example.com');
    const lot = await call('POST', '/test_strip_packages', newPackage({ batchNumber: 'AB123456' }));
    expect(lot.status).toBe(400);
    expect(lot.body.violations).toEqual([{ propertyPath: 'batchNumber', message: LOT_MESSAGE }]);
    for (const startAmount of [1, 0, 101, 2.5]) {
      const res = await call(
        'POST',
        '/test_strip_packages',
        newPackage({ startAmount, amountOfTestStripsLeft: 2 }),
      );
      expect(res.status).toBe(400);
      expect(res.body.violations[0].propertyPath).toBe('startAmount');
    }
    for (const left of [1, 0, 51]) {
      const res = await call(
        'POST',
        '/test_strip_packages',
        newPackage({ amountOfTestStripsLeft: left }),
      );
      expect(res.status).toBe(400);
      expect(res.body.violations).toEqual([
        { propertyPath: 'amountOfTestStripsLeft', message: stripsLeftMessage(50) },
      ]);
    }
    const noParam = await call(
      'POST',
      '/test_strip_packages',
      newPackage({ parameterId: undefined }),
    );
    expect(noParam.body.violations[0]).toEqual({
      propertyPath: 'parameterId',
      message: 'Parameter is required',
    });
    expect(db().packages).toHaveLength(1);
  });

  it('updates lot number and strips left of an own package', async () => {
    await loginAs('user@example.com');
    const res = await call('PUT', '/test_strip_packages/1', {
      batchNumber: '0987654321',
      amountOfTestStripsLeft: 100,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      batch_number: '0987654321',
      amount_of_test_strips_left: 100,
      start_amount: 100,
    });
    const keep = await call('PUT', '/test_strip_packages/1', { amountOfTestStripsLeft: 2 });
    expect(keep.body).toMatchObject({ batch_number: '0987654321', amount_of_test_strips_left: 2 });
    const cleared = await call('PUT', '/test_strip_packages/1', {
      batchNumber: null,
      amountOfTestStripsLeft: 2,
    });
    expect(cleared.body.batch_number).toBeNull();
  });

  it('validates updates: strips left more than 1 up to the start amount, lot format', async () => {
    await loginAs('user@example.com');
    for (const left of [1, 0, 101, undefined]) {
      const res = await call('PUT', '/test_strip_packages/1', { amountOfTestStripsLeft: left });
      expect(res.status).toBe(400);
      expect(res.body.violations[0].message).toBe(
        'Test strips left has to be more than measurements already taken (1) and at maximum (100)',
      );
    }
    const lot = await call('PUT', '/test_strip_packages/1', {
      batchNumber: 'HC12345',
      amountOfTestStripsLeft: 5,
    });
    expect(lot.status).toBe(400);
    expect(lot.body.violations[0].message).toBe(LOT_MESSAGE);
    expect(db().packages[0]).toMatchObject({ batchNumber: 'HC123456', amountOfTestStripsLeft: 64 });
  });

  it("answers 404 for another user's package, also for admins", async () => {
    await loginAs('new@example.com');
    expect(
      (await call('PUT', '/test_strip_packages/1', { amountOfTestStripsLeft: 5 })).status,
    ).toBe(404);
    await loginAs('admin@example.com');
    expect(
      (await call('PUT', '/test_strip_packages/1', { amountOfTestStripsLeft: 5 })).status,
    ).toBe(404);
    expect(
      (await call('PUT', '/test_strip_packages/99', { amountOfTestStripsLeft: 5 })).status,
    ).toBe(404);
  });
});
