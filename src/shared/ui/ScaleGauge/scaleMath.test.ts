import {
  fractionToY,
  mix,
  niceStep,
  parseRange,
  rampStops,
  tickValues,
  valueFraction,
} from './scaleMath';

describe('parseRange', () => {
  it('reads a-b ranges', () => {
    expect(parseRange('0-14')).toEqual({ min: 0, max: 14 });
    expect(parseRange('0 - 500')).toEqual({ min: 0, max: 500 });
    expect(parseRange('-2-5.5')).toEqual({ min: -2, max: 5.5 });
  });
  it('refuses unreadable or empty ranges', () => {
    expect(parseRange('')).toBeNull();
    expect(parseRange(null)).toBeNull();
    expect(parseRange('abc')).toBeNull();
    expect(parseRange('5-5')).toBeNull();
    expect(parseRange('9-3')).toBeNull();
  });
});

describe('valueFraction', () => {
  const ph = { min: 0, max: 14 };
  it('places values linearly on the range', () => {
    expect(valueFraction(7, ph)).toBe(0.5);
    expect(valueFraction(0, ph)).toBe(0);
    expect(valueFraction(14, ph)).toBe(1);
    expect(valueFraction(125, { min: 0, max: 500 })).toBe(0.25);
    expect(valueFraction(0, { min: -2, max: 2 })).toBe(0.5);
  });
  it('clamps values outside the range at the ends', () => {
    expect(valueFraction(-3, ph)).toBe(0);
    expect(valueFraction(20, ph)).toBe(1);
    expect(valueFraction(Number.NaN, ph)).toBe(0);
  });
  it("pins '<' readings to the bottom and '>' readings to the top", () => {
    expect(valueFraction(7, ph, 'below')).toBe(0);
    expect(valueFraction(7, ph, 'above')).toBe(1);
  });
});

describe('fractionToY', () => {
  const bar = { top: 14, length: 462 };
  it('puts the maximum at the top and the minimum at the bottom', () => {
    expect(fractionToY(1, bar)).toBe(14);
    expect(fractionToY(0, bar)).toBe(476);
    expect(fractionToY(0.5, bar)).toBe(245);
  });
  it('clamps fractions outside 0..1', () => {
    expect(fractionToY(1.5, bar)).toBe(14);
    expect(fractionToY(-1, bar)).toBe(476);
  });
});

describe('ticks', () => {
  it('chooses 1, 2, 2.5, 5 times a power of ten', () => {
    expect(niceStep(14)).toBe(2);
    expect(niceStep(500)).toBe(100);
    expect(niceStep(80)).toBe(20);
    expect(niceStep(25)).toBe(5);
    expect(niceStep(1)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
  });
  it('includes both ends of the range', () => {
    expect(tickValues({ min: 0, max: 14 })).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(tickValues({ min: 0, max: 500 })).toEqual([0, 100, 200, 300, 400, 500]);
    expect(tickValues({ min: 0, max: 25 })).toEqual([0, 5, 10, 15, 20, 25]);
    expect(tickValues({ min: 1, max: 12 })).toEqual([1, 2, 4, 6, 8, 10, 12]);
    expect(tickValues({ min: 0, max: 1 })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
  it('drops a step tick that would crowd the maximum', () => {
    expect(tickValues({ min: 0, max: 12.4 })).toEqual([0, 2, 4, 6, 8, 10, 12.4]);
    expect(tickValues({ min: 0, max: 13 })).toEqual([0, 2, 4, 6, 8, 10, 12, 13]);
  });
});

describe('colours', () => {
  it('mixes hex colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#149b5f', '#ffffff', 0)).toBe('#149b5f');
  });
  it('ramps one hue from a pale tint to the colour', () => {
    const stops = rampStops('#c0307a');
    expect(stops[0]).toEqual({ offset: 0, color: mix('#c0307a', '#ffffff', 0.9) });
    expect(stops[stops.length - 1]).toEqual({ offset: 1, color: '#c0307a' });
  });
});
