/**
 * Base layers of the results map. The world countries (world-atlas, 1:110m, shipped with the
 * app) are always there, so the map is never blank without internet; OpenStreetMap tiles are an
 * optional layer on top, off by default.
 */
import type { FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Graticule from 'ol/layer/Graticule';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OSM from 'ol/source/OSM';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];

export const SEA_COLOR = '#cfe3ef';
const LAND = new Style({
  fill: new Fill({ color: '#f3f1ea' }),
  stroke: new Stroke({ color: '#a9b3ad', width: 0.8 }),
});

type Position = number[];

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Fiji) jumps from 180 to -180 degrees
 * between two points, which a flat map draws as a band across the whole world. Shifting the
 * points after such a jump by 360 degrees keeps the ring continuous (it reaches past 180).
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon, ...rest] of ring) {
    let x = lon;
    const prev = out[out.length - 1]?.[0];
    if (prev !== undefined) {
      while (x - prev > 180) x -= 360;
      while (x - prev < -180) x += 360;
    }
    out.push([x, ...rest]);
  }
  return out;
}

interface CountryGeometry {
  type: string;
  coordinates: Position[][] | Position[][][];
}

/**
 * The countries ready for a flat (Web Mercator) map: rings crossing the antimeridian made
 * continuous, Antarctica left out (Mercator cannot draw the pole; it would smear along the edge).
 */
export function mendAntimeridian<T extends object>(collection: T): T {
  if (!('features' in collection) || !Array.isArray(collection.features)) return collection;
  const features = (
    collection.features as {
      properties?: { name?: string } | null;
      geometry: CountryGeometry | null;
    }[]
  )
    .filter((f) => f.properties?.name !== 'Antarctica')
    .map((f) => {
      const g = f.geometry;
      if (!g) return f;
      const coordinates =
        g.type === 'Polygon'
          ? (g.coordinates as Position[][]).map(unwrapRing)
          : g.type === 'MultiPolygon'
            ? (g.coordinates as Position[][][]).map((poly) => poly.map(unwrapRing))
            : g.coordinates;
      return { ...f, geometry: { ...g, coordinates } };
    });
  return { ...collection, features };
}

/**
 * The countries of the world as a vector layer; the data (its own chunk) loads in the
 * background. Each feature carries its `name` (e.g. 'Germany'); `style` may colour them.
 */
export function createCountriesLayer(
  style: Style | ((feature: FeatureLike) => Style) = LAND,
): VectorLayer<VectorSource> {
  const source = new VectorSource();
  void import('world-atlas/countries-110m.json').then((atlas) => {
    const topology = (atlas.default ?? atlas) as unknown as Topology;
    const geojson = mendAntimeridian(feature(topology, topology.objects.countries));
    source.addFeatures(
      new GeoJSON().readFeatures(geojson, {
        dataProjection: 'EPSG:4326',
        featureProjection: 'EPSG:3857',
      }),
    );
  });
  return new VectorLayer({
    source,
    style,
    background: SEA_COLOR,
    properties: { name: 'countries' },
    updateWhileInteracting: true,
  });
}

/**
 * Latitude/longitude lines with labels: orientation when zoomed in so far that the offline
 * countries show no border (an area inside one country).
 */
export function createGraticuleLayer(): Graticule {
  const label = (align: 'center' | 'end', baseline: 'bottom' | 'middle', offsetX: number) =>
    new Text({
      font: '11px sans-serif',
      textAlign: align,
      textBaseline: baseline,
      offsetX,
      offsetY: baseline === 'bottom' ? -4 : 0,
      fill: new Fill({ color: 'rgba(40, 60, 50, 0.6)' }),
      stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 3 }),
    });
  return new Graticule({
    lonLabelStyle: label('center', 'bottom', 0),
    latLabelStyle: label('end', 'middle', -6),
    strokeStyle: new Stroke({ color: 'rgba(60, 80, 70, 0.18)', width: 1, lineDash: [3, 4] }),
    showLabels: true,
    wrapX: false,
    targetSize: 140,
    properties: { name: 'graticule' },
  });
}

/** OpenStreetMap tiles (need internet), hidden until the user switches them on. */
export function createOnlineLayer(): TileLayer<OSM> {
  return new TileLayer({ source: new OSM(), visible: false, properties: { name: 'osm' } });
}
