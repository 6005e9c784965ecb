/**
 * Hand-made results for tests and stories of the chart and the map (edge cases the seeded data
 * does not pin down: merged points, a single located result, no locations, big values).
 */
import type { Schemas } from '@/api';

type Result = Schemas['Result'];
type ParameterRef = Schemas['ParameterRef'];

export const PH_REF: ParameterRef = {
  id: 1,
  name: 'pH',
  displayedName: 'pH',
  parameterRange: '0-14',
  unit: 'pH',
  citation: 'pH',
  citationFormula: 'pH',
  tested: 'true',
  isReleased: true,
  packageCounterStripInBox: 100,
  type: 1,
};

export const NITRATE_REF: ParameterRef = {
  ...PH_REF,
  id: 2,
  name: 'Nitrate',
  displayedName: 'Nitrate',
  parameterRange: '0-500',
  unit: 'mg/l',
  citation: 'NO__3__',
  citationFormula: 'NO__3__',
  type: 0,
};

/** 2024-06-03 08:00 UTC, a Monday */
export const FIXTURE_START = 1717401600;

export function makeResult(over: Partial<Result> & { id: number }): Result {
  const parameter = over.parameterId === 2 || over.parameter?.id === 2 ? NITRATE_REF : PH_REF;
  return {
    visibleMeasurementId: `M-${over.id}`,
    parameterId: parameter.id,
    parameter,
    measurementName: `Sample ${over.id}`,
    measurementValue: parameter.id === 2 ? 40 : 7.2,
    measurementUnit: parameter.unit,
    sampleCreationDate: FIXTURE_START + over.id * 3600,
    citationForm: parameter.citation,
    status: 0,
    discardedResult: false,
    createdByUser: { id: 1, displayName: 'Demo User', anonymousUser: 'User 1' },
    updatedAt: FIXTURE_START,
    locationLat: 49.8728,
    locationLng: 8.6512,
    invalidSampleMessageCode: null,
    ...over,
  };
}

/** `count` results of one parameter, one every `stepSeconds`, with a wavy value. */
export function resultSeries(
  count: number,
  parameterId: 1 | 2,
  stepSeconds = 86400,
  startId = 1,
): Result[] {
  return Array.from({ length: count }, (_, i) => {
    const wave = Math.sin(i / 6);
    return makeResult({
      id: startId + i,
      parameterId,
      parameter: parameterId === 2 ? NITRATE_REF : PH_REF,
      measurementValue:
        parameterId === 2
          ? Math.round(60 + 40 * wave + (i % 7) * 3)
          : Math.round((7.2 + wave) * 10) / 10,
      sampleCreationDate: FIXTURE_START + i * stepSeconds,
    });
  });
}
