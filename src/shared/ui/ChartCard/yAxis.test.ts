import { yAxisFor } from './yAxis';

describe('yAxisFor (nitrate ticks)', () => {
  it('uses 0-500 in steps of 100 for small nitrate values', () => {
    expect(yAxisFor(2, [12, 80])).toEqual({
      domain: [0, 500],
      tickInterval: 100,
      ticks: [0, 100, 200, 300, 400, 500],
    });
  });

  it('grows past 500 to the next hundred', () => {
    const spec = yAxisFor(2, [640]);
    expect(spec.domain).toEqual([0, 700]);
    expect(spec.ticks).toEqual([0, 100, 200, 300, 400, 500, 600, 700]);
    expect(yAxisFor(2, [500]).domain).toEqual([0, 500]);
    expect(yAxisFor(2, [500.5]).domain).toEqual([0, 600]);
  });

  it('still starts from 500 without values, and leaves other parameters automatic', () => {
    expect(yAxisFor(2, []).domain).toEqual([0, 500]);
    expect(yAxisFor(1, [7.2, 900])).toEqual({});
  });
});
