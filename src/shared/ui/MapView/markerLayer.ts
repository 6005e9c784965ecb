/**
 * The result markers: one feature per spot, clustered (ol/source/Cluster) so that thousands of
 * results stay smooth; a marker shows how many results it stands for.
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type { LocatedResult, LocationGroup } from './mapLogic';

export const MARKER_COLOR = '#149b5f';
const CLUSTER_DISTANCE = 40;

/** The features of the location groups (each keeps its results in the 'results' property). */
export function markerFeatures(groups: readonly LocationGroup[]): Feature<Point>[] {
  return groups.map(
    (g) => new Feature({ geometry: new Point(fromLonLat(g.lonLat)), results: g.results }),
  );
}

/** All results under a (cluster) feature. */
export function resultsOf(feature: FeatureLike): LocatedResult[] {
  const members = (feature.get('features') as FeatureLike[] | undefined) ?? [feature];
  return members.flatMap((f) => (f.get('results') as LocatedResult[] | undefined) ?? []);
}

const styles = new Map<number, Style>();

/** A green dot; with the result count inside when it stands for more than one result. */
export function markerStyle(count: number): Style {
  const cached = styles.get(count);
  if (cached) return cached;
  const radius = count === 1 ? 7 : Math.min(24, 11 + Math.log10(count) * 5);
  const style = new Style({
    image: new CircleStyle({
      radius,
      fill: new Fill({ color: count === 1 ? MARKER_COLOR : 'rgba(20, 155, 95, 0.85)' }),
      stroke: new Stroke({ color: '#ffffff', width: 2 }),
    }),
    text:
      count > 1
        ? new Text({
            text: String(count),
            font: 'bold 11px sans-serif',
            fill: new Fill({ color: '#ffffff' }),
          })
        : undefined,
  });
  styles.set(count, style);
  return style;
}

export function createMarkerLayer(): {
  layer: VectorLayer<Cluster>;
  source: VectorSource<Feature<Point>>;
} {
  const source = new VectorSource<Feature<Point>>();
  const cluster = new Cluster({ source, distance: CLUSTER_DISTANCE });
  const layer = new VectorLayer({
    source: cluster,
    style: (feature) => markerStyle(resultsOf(feature).length),
    properties: { name: 'markers' },
    zIndex: 10,
  });
  return { layer, source };
}
