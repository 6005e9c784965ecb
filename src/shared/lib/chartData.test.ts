import { FIXTURE_START, makeResult, NITRATE_REF } from '@tests/fixtures/results';
import {
  chronologicPoints,
  downsample,
  exactTimePoints,
  groupTopSeries,
  labelStep,
  mergeClosePoints,
  pointTooltip,
  resultsSignature,
} from './chartData';

const nitrate = (id: number, minutes: number, value: number, name = `Sample ${id}`) =>
  makeResult({
    id,
    parameterId: 2,
    parameter: NITRATE_REF,
    measurementValue: value,
    measurementName: name,
    sampleCreationDate: FIXTURE_START + minutes * 60,
  });
const ph = (id: number, minutes: number, value: number) =>
  makeResult({
    id,
    parameterId: 1,
    measurementValue: value,
    sampleCreationDate: FIXTURE_START + minutes * 60,
  });

describe('chronologic spacing', () => {
  it('orders the parameter by time and spaces the points evenly (x = index)', () => {
    const results = [nitrate(3, 3000, 30), nitrate(1, 0, 10), ph(9, 5, 7), nitrate(2, 10, 20)];
    const points = chronologicPoints(results, 2);
    expect(points.map((p) => p.value)).toEqual([10, 20, 30]);
    expect(points.map((p) => p.key)).toEqual(['0', '1', '2']);
    // a 10-minute gap and a 2-day gap take the same room
    expect(points[1].index - points[0].index).toBe(points[2].index - points[1].index);
    expect(points.every((p) => p.count === 1)).toBe(true);
  });

  it('keeps every measurement in chronologic mode, even within 15 minutes', () => {
    expect(chronologicPoints([nitrate(1, 0, 10), nitrate(2, 1, 20)], 2)).toHaveLength(2);
  });

  it('shows the reading prefix of the value', () => {
    const [p] = chronologicPoints(
      [
        makeResult({
          id: 1,
          measurementValue: 5,
          invalidSampleMessageCode: '501 - Value below range',
        }),
      ],
      1,
    );
    expect(p.display).toBe('<5');
  });
});

describe('15-minute merge (exact time)', () => {
  it('merges same-parameter points within 15 minutes: average value, count and names kept', () => {
    const points = exactTimePoints(
      [nitrate(1, 0, 40, 'Morning'), nitrate(2, 10, 50, 'Repeat'), nitrate(3, 14, 60, 'Morning')],
      2,
    );
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({
      value: 50,
      display: '50',
      count: 3,
      names: ['Morning', 'Repeat'],
    });
    expect(points[0].ids).toEqual([1, 2, 3]);
    expect(points[0].time).toBe(FIXTURE_START);
  });

  it('merges at exactly 15 minutes and not one second later', () => {
    const at15 = mergeClosePoints(chronologicPoints([nitrate(1, 0, 10), nitrate(2, 15, 20)], 2));
    expect(at15).toHaveLength(1);
    const late = [
      nitrate(1, 0, 10),
      makeResult({ ...nitrate(2, 0, 20), sampleCreationDate: FIXTURE_START + 15 * 60 + 1 }),
    ];
    expect(exactTimePoints(late, 2)).toHaveLength(2);
  });

  it('measures the window from the first point of a group (no chaining)', () => {
    const points = exactTimePoints([nitrate(1, 0, 10), nitrate(2, 10, 20), nitrate(3, 20, 30)], 2);
    expect(points.map((p) => p.count)).toEqual([2, 1]);
    expect(points.map((p) => p.value)).toEqual([15, 30]);
  });

  it('never merges different parameters', () => {
    const all = chronologicPoints([nitrate(1, 0, 10)], 2).concat(
      chronologicPoints([ph(2, 1, 7)], 1),
    );
    const merged = mergeClosePoints(all);
    expect(merged).toHaveLength(2);
    expect(merged.map((p) => p.parameterId).sort()).toEqual([1, 2]);
  });

  it('rounds the average to two decimals and reindexes the points', () => {
    const points = exactTimePoints([ph(1, 0, 7.1), ph(2, 1, 7.2), ph(3, 2, 7.2), ph(4, 600, 8)], 1);
    expect(points.map((p) => p.value)).toEqual([7.17, 8]);
    expect(points.map((p) => p.key)).toEqual(['0', '1']);
  });
});

describe('downsample', () => {
  const series = (n: number) =>
    chronologicPoints(
      Array.from({ length: n }, (_, i) => ph(i + 1, i * 60, i === 500 ? 14 : 7 + (i % 3) / 10)),
      1,
    );

  it('keeps short series as they are', () => {
    expect(downsample(series(100), 1500)).toHaveLength(100);
  });

  it('keeps at most max real points, the first, the last and the peaks', () => {
    const all = series(10000);
    const kept = downsample(all, 1000);
    expect(kept).toHaveLength(1000);
    expect(kept[0]).toBe(all[0]);
    expect(kept[999]).toBe(all[9999]);
    expect(kept.some((p) => p.value === 14)).toBe(true);
    expect(kept.every((p) => all.includes(p))).toBe(true);
  });
});

describe('labels and tooltip', () => {
  it('shows every label when they fit, else every n-th', () => {
    expect(labelStep(10, 12)).toBe(1);
    expect(labelStep(330, 12)).toBe(28);
  });

  it('gives date, value with unit and name', () => {
    const [p] = chronologicPoints([nitrate(1, 0, 42, 'Garden well')], 2);
    expect(pointTooltip(p)).toEqual({
      title: '06/03/2024 08:00 am',
      value: '42 mg/l',
      name: 'Garden well',
    });
    const [m] = exactTimePoints([nitrate(1, 0, 40, 'A'), nitrate(2, 5, 60, 'B')], 2);
    expect(pointTooltip(m)).toEqual({
      title: '06/03/2024 08:00 am',
      value: '50 mg/l (average of 2)',
      name: 'A, B',
    });
  });
});

describe('groupTopSeries', () => {
  const entries = [
    { date: '2024-06-03', parameterName: 'pH', count: 3 },
    { date: '2024-06-03', parameterName: 'Nitrate', count: 2 },
    { date: '2024-06-03', parameterName: 'Phosphate', count: 1 },
    { date: '2024-06-04', parameterName: 'Nitrite', count: 2 },
    { date: '2024-06-04', parameterName: 'Ammonium', count: 1 },
    { date: '2024-06-04', parameterName: 'Phosphate', count: 1 },
    { date: '2024-06-04', parameterName: 'pH', count: 1 },
  ];

  it('keeps the top 3 parameters by total and sums the rest per day as Others', () => {
    expect(groupTopSeries(entries)).toEqual([
      { x: '2024-06-03', series: 'pH', value: 3 },
      { x: '2024-06-03', series: 'Nitrate', value: 2 },
      { x: '2024-06-03', series: 'Others', value: 1 },
      { x: '2024-06-04', series: 'pH', value: 1 },
      { x: '2024-06-04', series: 'Nitrite', value: 2 },
      { x: '2024-06-04', series: 'Others', value: 2 },
    ]);
  });

  it('has no Others with three parameters or fewer, and honours another top', () => {
    const three = entries.filter((e) => ['pH', 'Nitrate', 'Nitrite'].includes(e.parameterName));
    expect(groupTopSeries(three).some((d) => d.series === 'Others')).toBe(false);
    expect(new Set(groupTopSeries(entries, 1).map((d) => d.series))).toEqual(
      new Set(['pH', 'Others']),
    );
    expect(groupTopSeries([])).toEqual([]);
  });

  it('breaks ties by name so the colours stay stable', () => {
    const tie = [
      { date: '2024-06-03', parameterName: 'b', count: 1 },
      { date: '2024-06-03', parameterName: 'a', count: 1 },
      { date: '2024-06-03', parameterName: 'd', count: 1 },
      { date: '2024-06-03', parameterName: 'c', count: 1 },
    ];
    expect(groupTopSeries(tie).map((d) => d.series)).toEqual(['a', 'b', 'c', 'Others']);
  });
});

describe('resultsSignature', () => {
  const rs = [nitrate(1, 0, 10), ph(2, 5, 7)];

  it('is the same for a copy and changes with what is shown', () => {
    expect(resultsSignature([...rs])).toBe(resultsSignature(rs));
    expect(resultsSignature([rs[0]])).not.toBe(resultsSignature(rs));
    expect(resultsSignature([{ ...rs[0], measurementValue: 11 }, rs[1]])).not.toBe(
      resultsSignature(rs),
    );
    expect(resultsSignature([{ ...rs[0], measurementName: 'Renamed' }, rs[1]])).not.toBe(
      resultsSignature(rs),
    );
    expect(resultsSignature([{ ...rs[0], locationLat: null }, rs[1]])).not.toBe(
      resultsSignature(rs),
    );
  });
});
