/** The heavy part of MapView (lazy chunk): the OpenLayers map with markers and tooltip. */
import 'ol/ol.css';
import { Switch, Tag } from 'antd';
import type { FeatureLike } from 'ol/Feature';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type Point from 'ol/geom/Point';
import { useEffect, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { createResultsMap, showResults, zoomTo, type ResultsMap } from './createMap';
import { useMapPng } from './exportMap';
import { locatedResults, tooltipPlacement } from './mapLogic';
import { MapTooltip } from './MapTooltip';
import { resultsOf } from './markerLayer';
import type { MapViewHandle } from './types';
import type { Result } from '@/api';

export interface MapImplProps {
  results: readonly Result[];
  onOpenResult: (id: number) => void;
  height: number;
  ref?: Ref<MapViewHandle>;
}

interface Tip {
  feature: FeatureLike;
  results: Result[];
  /** the spots the marker covers (map coordinates) */
  spots: number[][];
  pinned: boolean;
}

function tipFor(feature: FeatureLike, pinned: boolean): Tip {
  const members = (feature.get('features') as FeatureLike[] | undefined) ?? [feature];
  return {
    feature,
    results: resultsOf(feature),
    spots: members.map((m) => (m.getGeometry() as Point).getCoordinates()),
    pinned,
  };
}

const ONLINE_MAP_BY_DEFAULT = !__API_MOCK__;

export function MapImpl({ results, onOpenResult, height, ref }: MapImplProps) {
  const target = useRef<HTMLDivElement>(null);
  const parts = useRef<ResultsMap | null>(null);
  const openResult = useRef(onOpenResult);
  const [tipElement] = useState(() => document.createElement('div'));
  const [tip, setTip] = useState<Tip | null>(null);
  // With a real server the user has internet: the online map is the default. With the mock
  // (development, demo, Storybook, tests) the offline world layer stays, so nothing depends on
  // tile servers; the switch offers either way.
  const [online, setOnline] = useState(ONLINE_MAP_BY_DEFAULT);
  // false until OpenLayers reports a complete render of the current markers and layers
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    openResult.current = onOpenResult;
  }, [onOpenResult]);

  useEffect(() => {
    if (!target.current) return;
    const created = createResultsMap(target.current, tipElement);
    parts.current = created;
    const { map, markers } = created;
    const featureAt = (e: MapBrowserEvent) =>
      map.forEachFeatureAtPixel(e.pixel, (f) => f, {
        layerFilter: (l) => l === markers,
        hitTolerance: 4,
      });
    map.on('rendercomplete', () => setDrawn(true));
    map.on('pointermove', (e) => {
      if (e.dragging) return;
      const feature = featureAt(e);
      const element = map.getTargetElement();
      if (element) element.style.cursor = feature ? 'pointer' : '';
      setTip((prev) => {
        if (prev?.pinned || prev?.feature === feature) return prev;
        return feature ? tipFor(feature, false) : null;
      });
    });
    map.on('click', (e) => {
      const feature = featureAt(e);
      if (!feature) return setTip(null);
      const under = resultsOf(feature);
      if (under.length === 1) openResult.current(under[0].id);
      else setTip(tipFor(feature, true));
    });
    // clusters are rebuilt on zoom: a tooltip of the old cluster would be wrong (panning,
    // e.g. to bring a pinned tooltip into view, keeps it)
    let startResolution: number | undefined;
    map.on('movestart', () => {
      startResolution = map.getView().getResolution();
    });
    map.on('moveend', () => {
      const resolution = map.getView().getResolution();
      if (startResolution && resolution && Math.abs(resolution / startResolution - 1) > 1e-6)
        setTip(null);
    });
    return () => {
      map.setTarget(undefined);
      map.dispose();
      parts.current = null;
    };
  }, [tipElement]);

  useEffect(() => {
    if (!parts.current) return;
    setTip(null);
    setDrawn(false);
    showResults(parts.current, results);
  }, [results]);

  useEffect(() => {
    parts.current?.online.setVisible(online);
  }, [online]);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const { map, overlay } = current;
    const coordinate = tip ? (tip.feature.getGeometry() as Point).getCoordinates() : undefined;
    const pixel = coordinate && map.getPixelFromCoordinate(coordinate);
    const size = map.getSize();
    if (pixel && size) {
      const { positioning, offset } = tooltipPlacement(pixel, size);
      overlay.setPositioning(positioning);
      overlay.setOffset(offset);
    }
    overlay.setPosition(coordinate);
    // a tooltip opened by a click is brought fully into view
    if (tip?.pinned) overlay.panIntoView({ animation: { duration: 200 }, margin: 20 });
  }, [tip]);

  useMapPng(ref, () => parts.current?.map);

  const noLocated = locatedResults(results).length === 0;
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <div
        ref={target}
        data-testid="map-target"
        aria-busy={!drawn}
        style={{ height: '100%', width: '100%' }}
      />
      <div
        style={{
          position: 'absolute',
          bottom: 36, // above the scale line
          left: 8,
          background: 'rgba(255,255,255,0.9)',
          borderRadius: 6,
          padding: '4px 8px',
          display: 'flex',
          gap: 8,
          alignItems: 'center',
        }}
      >
        <Switch size="small" checked={online} onChange={setOnline} aria-label="Online map" />
        <span style={{ fontSize: 12 }}>Online map</span>
      </div>
      {noLocated && (
        <Tag style={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)' }}>
          No Data
        </Tag>
      )}
      {tip &&
        createPortal(
          <MapTooltip
            results={tip.results}
            onOpenResult={(id) => openResult.current(id)}
            onZoomIn={
              tip.spots.length > 1 && parts.current
                ? () => zoomTo(parts.current!.map, tip.spots)
                : undefined
            }
            onClose={tip.pinned ? () => setTip(null) : undefined}
          />,
          tipElement,
        )}
    </div>
  );
}
