import { chronologicPoints, exactTimePoints } from '@/shared/lib/chartData';
import { barConfig, integerTicks, seriesColors, xLabel } from './barConfig';
import { resultSeries } from '@tests/fixtures/results';
import { lineConfig, timeLabelFormat, yTitle } from './lineConfig';

const base = { parameterName: 'Nitrate', unit: 'mg/l', height: 400, width: 1100 };

describe('lineConfig', () => {
  it('chronologic: a point scale over the indexes with date labels, every n-th label', () => {
    const points = chronologicPoints(resultSeries(330, 2), 2);
    const c = lineConfig({ ...base, points, mode: 'chronologic', parameterId: 2 });
    expect(c.xField).toBe('key');
    expect(c.scale.x).toMatchObject({ type: 'point' });
    const x = c.axis.x as {
      labelFormatter: (k: string) => string;
      tickFilter: (d: string, i: number) => boolean;
    };
    expect(x.labelFormatter('0')).toBe('06/03/2024');
    expect(x.labelFormatter('1')).toBe('06/04/2024');
    const shown = points.filter((_, i) => x.tickFilter(String(i), i)).length;
    expect(shown).toBeLessThanOrEqual(10);
    expect(shown).toBeGreaterThan(5);
  });

  it('exact: a time axis on the dates', () => {
    const points = exactTimePoints(resultSeries(20, 1), 1);
    const c = lineConfig({
      ...base,
      parameterName: 'pH',
      unit: 'pH',
      points,
      mode: 'exact',
      parameterId: 1,
    });
    expect(c.xField).toBe('date');
    expect(c.scale.x).toMatchObject({ type: 'time' });
    expect(c.axis.y.title).toBe('pH');
    expect(c.scale.y).toEqual({ nice: true });
  });

  it('nitrate: fixed domain and ticks every 100, unit on the axis title', () => {
    const points = chronologicPoints(resultSeries(10, 2), 2);
    const c = lineConfig({ ...base, points, mode: 'chronologic', parameterId: 2 });
    const y = c.scale.y as { domain: number[]; tickMethod: () => number[] };
    expect(y.domain).toEqual([0, 500]);
    expect(y.tickMethod()).toEqual([0, 100, 200, 300, 400, 500]);
    expect(c.axis.y.title).toBe('Nitrate (mg/l)');
  });

  it('tooltip: date title, value with unit and name', () => {
    const points = chronologicPoints(resultSeries(1, 2), 2);
    const c = lineConfig({ ...base, points, mode: 'chronologic', parameterId: 2 });
    expect(c.tooltip.title(points[0])).toBe('06/03/2024 08:00 am');
    expect(c.tooltip.items.map((item) => item(points[0]))).toEqual([
      { name: 'Value', value: '60 mg/l', color: '#149b5f' },
      { name: 'Name', value: 'Sample 1', color: '#149b5f' },
    ]);
  });

  it('axis titles and label formats', () => {
    expect(yTitle('Nitrite', 'mg/l')).toBe('Nitrite (mg/l)');
    expect(yTitle('', 'mg/l')).toBe('mg/l');
    expect(timeLabelFormat(3600 * 1000)).toBe('MM/DD hh:mm a');
    expect(timeLabelFormat(30 * 24 * 3600 * 1000)).toBe('MM/DD/YYYY');
  });
});

describe('barConfig', () => {
  const data = [
    { x: '2024-06-03', series: 'pH', value: 3 },
    { x: '2024-06-03', series: 'Others', value: 1 },
    { x: '2024-06-04', series: 'Nitrate', value: 2 },
  ];

  it('stacks the series per day and limits the tooltip to 4 rows', () => {
    const c = barConfig(data, 300, 4);
    expect(c).toMatchObject({ xField: 'x', yField: 'value', colorField: 'series', stack: true });
    const rows = Array.from({ length: 6 }, (_, i) => i);
    expect(rows.filter((r, i) => c.interaction.tooltip.filter(r, i))).toHaveLength(4);
    expect(c.tooltip.items[0](data[1])).toEqual({ name: 'Others', value: 1 });
    expect(c.tooltip.title(data[0])).toBe('06/03/2024');
  });

  it('colours: given colours first, then the palette, Others grey', () => {
    expect(seriesColors(data)).toEqual({
      domain: ['pH', 'Others', 'Nitrate'],
      range: ['#149b5f', '#bfbfbf', '#FFC832'],
    });
    expect(seriesColors(data, { Nitrate: '#000000' }).range[2]).toBe('#000000');
  });

  it('formats day labels as MM/DD/YYYY', () => {
    expect(xLabel('2024-06-09')).toBe('06/09/2024');
    expect(xLabel('Week 23')).toBe('Week 23');
  });
});

describe('integerTicks', () => {
  it('gives whole numbers only', () => {
    expect(integerTicks(0, 2)).toEqual([0, 1, 2]);
    expect(integerTicks(0, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(integerTicks(0, 37)).toEqual([0, 10, 20, 30]);
    expect(integerTicks(0, 40)).toEqual([0, 10, 20, 30, 40]);
    expect(integerTicks(0, 0)).toEqual([0]);
    expect(integerTicks(0, 1200)).toEqual([0, 500, 1000]);
  });
});
