import { lazy, Suspense } from 'react';
import { loadMap } from './loadMaps';
import { usePngForward } from '../ChartCard/chartShell';
import { useStableResults } from '../ChartCard/useStableResults';
import { DelayedSpinner } from '../DelayedSpinner';
import type { MapViewProps } from './types';

// OpenLayers and the world map are loaded in their own chunk the first time a map shows.
const MapImpl = lazy(() => loadMap().then((m) => ({ default: m.MapImpl })));

/**
 * The located results on a map (OpenLayers): clustered markers, a tooltip per marker listing up
 * to 4 results, an offline world base layer (online tiles optional). `ref.current.toPng()`
 * renders the map to a PNG Blob.
 */
export function MapView({ results: given, onOpenResult, height = 500, ref }: MapViewProps) {
  const results = useStableResults(given);
  const inner = usePngForward(ref, 'map');
  return (
    <div data-testid="map-view" style={{ height, position: 'relative' }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <MapImpl ref={inner} results={results} onOpenResult={onOpenResult} height={height} />
      </Suspense>
    </div>
  );
}
