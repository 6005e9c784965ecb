import { mendAntimeridian, unwrapRing } from './baseLayers';
import {
  classLabel,
  colorClasses,
  colorOf,
  CLASS_COLORS,
  NO_FIGURES_COLOR,
  niceStep,
} from './countryScale';

describe('the colour classes of the country map', () => {
  it('rounds the class width up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.3, 1, 3, 7, 12, 24, 26, 3946, 4001].map(niceStep)).toEqual([
      1, 1, 5, 10, 20, 25, 50, 5000, 5000,
    ]);
  });

  it('makes five classes up to the largest count and colours values by them', () => {
    const classes = colorClasses(19_732);
    expect(classes.map(classLabel)).toEqual([
      '1 - 5,000',
      '5,001 - 10,000',
      '10,001 - 15,000',
      '15,001 - 20,000',
    ]);
    expect(colorOf(1, classes)).toBe(CLASS_COLORS[0]);
    expect(colorOf(5_000, classes)).toBe(CLASS_COLORS[0]);
    expect(colorOf(5_001, classes)).toBe(CLASS_COLORS[1]);
    expect(colorOf(19_732, classes)).toBe(CLASS_COLORS[3]);
    expect(colorOf(0, classes)).toBe(NO_FIGURES_COLOR);
    expect(colorOf(undefined, classes)).toBe(NO_FIGURES_COLOR);
    expect(colorClasses(50).map(classLabel)).toEqual([
      '1 - 10',
      '11 - 20',
      '21 - 30',
      '31 - 40',
      '41 - 50',
    ]);
  });

  it('has no classes when nothing was counted', () => {
    expect(colorClasses(0)).toEqual([]);
    expect(colorOf(3, [])).toBe(NO_FIGURES_COLOR);
  });
});

describe('the world layer at the antimeridian', () => {
  it('keeps a ring continuous where it jumps from 180 to -180 degrees', () => {
    expect(
      unwrapRing([
        [178, 65],
        [180, 66],
        [-179, 66],
        [-175, 65],
        [178, 65],
      ]),
    ).toEqual([
      [178, 65],
      [180, 66],
      [181, 66],
      [185, 65],
      [178, 65],
    ]);
    const plain = [
      [5, 50],
      [10, 51],
      [5, 50],
    ];
    expect(unwrapRing(plain)).toEqual(plain);
  });

  it('leaves Antarctica out and mends polygons and multipolygons', () => {
    const mended = mendAntimeridian({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Antarctica' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-180, -80],
                [180, -80],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Fiji' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [179, -16],
                  [-179.9, -16.5],
                ],
              ],
            ],
          },
        },
      ],
    });
    expect(mended.features.map((f) => f.properties.name)).toEqual(['Fiji']);
    expect(mended.features[0].geometry.coordinates).toEqual([
      [
        [
          [179, -16],
          [180.1, -16.5],
        ],
      ],
    ]);
  });
});
