import { makeResult } from '@tests/fixtures/results';
import {
  fitZoomFor,
  groupByLocation,
  locatedResults,
  tooltipLines,
  tooltipPlacement,
} from './mapLogic';

const at = (id: number, lat: number | null, lng: number | null) =>
  makeResult({ id, locationLat: lat, locationLng: lng });

describe('locatedResults', () => {
  it('skips results without both coordinates', () => {
    const rs = [at(1, 49.9, 8.6), at(2, null, 8.6), at(3, 49.9, null), at(4, 0, 0)];
    expect(locatedResults(rs).map((r) => r.id)).toEqual([1, 4]);
  });
});

describe('fitZoomFor', () => {
  it('shows a single result at zoom 19', () => {
    expect(fitZoomFor([at(1, 49.87, 8.65), at(2, null, null)])).toEqual({
      type: 'center',
      center: [8.65, 49.87],
      zoom: 19,
    });
  });

  it('treats several results at the very same spot like one', () => {
    expect(fitZoomFor([at(1, 49.87, 8.65), at(2, 49.87, 8.65)]).type).toBe('center');
  });

  it('fits several spots with padding 50, starting at zoom 13, never past 19', () => {
    const fit = fitZoomFor([at(1, 49.87, 8.65), at(2, 48.2, 16.37), at(3, 40.71, -74)]);
    expect(fit).toEqual({
      type: 'fit',
      center: [8.65, 49.87],
      zoom: 13,
      extent: [-74, 40.71, 16.37, 49.87],
      padding: 50,
      maxZoom: 19,
    });
  });

  it('shows the world at the minimum zoom when nothing is located', () => {
    expect(fitZoomFor([at(1, null, null)])).toMatchObject({ type: 'world', zoom: 3 });
    expect(fitZoomFor([])).toMatchObject({ type: 'world', zoom: 3 });
  });
});

describe('tooltipLines', () => {
  const rs = Array.from({ length: 7 }, (_, i) =>
    makeResult({
      id: i + 1,
      measurementName: `Well ${i + 1}`,
      measurementValue: 7 + i / 10,
      sampleCreationDate: 1717401600 + i * 3600,
    }),
  );

  it('lists the newest 4 results (name, value with unit, date) then N more results', () => {
    const { lines, more } = tooltipLines(rs);
    expect(lines.map((l) => l.name)).toEqual(['Well 7', 'Well 6', 'Well 5', 'Well 4']);
    expect(lines[0]).toEqual({
      id: 7,
      name: 'Well 7',
      value: '7.6 pH',
      date: '06/03/2024 02:00 pm',
    });
    expect(more).toBe('3 more results');
  });

  it('has no more line for 4 results or fewer, and honours another max', () => {
    expect(tooltipLines(rs.slice(0, 4)).more).toBeNull();
    expect(tooltipLines(rs, 2)).toMatchObject({ more: '5 more results' });
  });

  it('shows the reading prefix', () => {
    const r = makeResult({
      id: 1,
      measurementValue: 500,
      invalidSampleMessageCode: '502 - Value above range',
      parameterId: 2,
    });
    expect(tooltipLines([r]).lines[0].value).toBe('>500 mg/l');
  });
});

describe('groupByLocation', () => {
  it('puts results of the same spot under one marker', () => {
    const groups = groupByLocation([
      at(1, 49.87, 8.65),
      at(2, 48.2, 16.37),
      at(3, 49.87, 8.65),
      at(4, null, null),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ lonLat: [8.65, 49.87] });
    expect(groups[0].results.map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('tooltipPlacement', () => {
  it('opens below markers in the upper half and above in the lower half', () => {
    expect(tooltipPlacement([600, 100], [1200, 500])).toEqual({
      positioning: 'top-center',
      offset: [0, 16],
    });
    expect(tooltipPlacement([600, 400], [1200, 500])).toEqual({
      positioning: 'bottom-center',
      offset: [0, -16],
    });
  });

  it('turns towards the middle near the sides', () => {
    expect(tooltipPlacement([50, 400], [1200, 500]).positioning).toBe('bottom-left');
    expect(tooltipPlacement([1150, 100], [1200, 500]).positioning).toBe('top-right');
  });
});
