import { lazy, Suspense } from 'react';
import { loadCountryMap } from './loadMaps';
import { usePngForward } from '../ChartCard/chartShell';
import { DelayedSpinner } from '../DelayedSpinner';
import type { CountryMapProps } from './types';

// OpenLayers and the world map are loaded in their own chunk the first time a map shows.
const CountryMapImpl = lazy(() => loadCountryMap().then((m) => ({ default: m.CountryMapImpl })));

/**
 * The world's countries coloured by a count (five classes with a legend); hovering a country
 * shows its name and count. Drawn on the offline world layer, so it needs no internet.
 * `ref.current.toPng()` renders the map to a PNG Blob.
 */
export function CountryMap({ values, valueLabel, height = 420, ref }: CountryMapProps) {
  const inner = usePngForward(ref, 'map');
  return (
    <div data-testid="country-map" style={{ height, position: 'relative' }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <CountryMapImpl ref={inner} values={values} valueLabel={valueLabel} height={height} />
      </Suspense>
    </div>
  );
}
