/** Building the OpenLayers map of the results and framing the markers (fit rules in mapLogic). */
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import type TileLayer from 'ol/layer/Tile';
import type VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { fromLonLat, transformExtent } from 'ol/proj';
import type Cluster from 'ol/source/Cluster';
import type OSM from 'ol/source/OSM';
import type VectorSource from 'ol/source/Vector';
import View from 'ol/View';
import { createCountriesLayer, createGraticuleLayer, createOnlineLayer } from './baseLayers';
import {
  FIT_PADDING,
  fitZoomFor,
  groupByLocation,
  MAX_ZOOM,
  MIN_ZOOM,
  START_ZOOM,
  type MapFit,
} from './mapLogic';
import { createMarkerLayer, markerFeatures } from './markerLayer';
import type { Result } from '@/api';

export interface ResultsMap {
  map: OlMap;
  markers: VectorLayer<Cluster>;
  source: VectorSource<Feature<Point>>;
  online: TileLayer<OSM>;
  overlay: Overlay;
}

export function createResultsMap(target: HTMLElement, tooltip: HTMLElement): ResultsMap {
  const { layer: markers, source } = createMarkerLayer();
  const online = createOnlineLayer();
  const overlay = new Overlay({
    element: tooltip,
    positioning: 'bottom-center',
    offset: [0, -16],
    stopEvent: true,
  });
  const map = new OlMap({
    target,
    layers: [createCountriesLayer(), online, createGraticuleLayer(), markers],
    overlays: [overlay],
    controls: defaultControls({ rotate: false }).extend([new ScaleLine()]),
    view: new View({
      center: fromLonLat([10, 50]),
      zoom: START_ZOOM,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
    }),
  });
  return { map, markers, source, online, overlay };
}

const hasSize = (map: OlMap) => {
  const size = map.getSize();
  return !!size && size[0] > 0 && size[1] > 0;
};

/** Sets the view for a fit: centre and zoom, then (once the map has a size) fit with padding. */
export function frame(map: OlMap, fit: MapFit, duration = 0): void {
  const view = map.getView();
  view.setCenter(fromLonLat(fit.center));
  view.setZoom(fit.zoom);
  if (fit.type !== 'fit') return;
  const extent = transformExtent(fit.extent, 'EPSG:4326', 'EPSG:3857');
  const apply = () =>
    view.fit(extent, {
      padding: [fit.padding, fit.padding, fit.padding, fit.padding],
      maxZoom: fit.maxZoom,
      duration,
    });
  if (hasSize(map)) apply();
  else map.once('change:size', () => hasSize(map) && apply());
}

/** Replaces the markers with the located results and frames them. */
export function showResults(parts: ResultsMap, results: readonly Result[]): void {
  parts.source.clear(true);
  parts.source.addFeatures(markerFeatures(groupByLocation(results)));
  frame(parts.map, fitZoomFor(results));
}

/** Zooms to the spots under a cluster marker. */
export function zoomTo(map: OlMap, coordinates: number[][]): void {
  if (!coordinates.length) return;
  const xs = coordinates.map((c) => c[0]);
  const ys = coordinates.map((c) => c[1]);
  map.getView().fit([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], {
    padding: [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING],
    maxZoom: MAX_ZOOM,
    duration: 300,
  });
}
