/** The heavy part of CountryMap (lazy chunk): the OpenLayers world map coloured by country. */
import 'ol/ol.css';
import { defaults as defaultControls } from 'ol/control/defaults';
import type { FeatureLike } from 'ol/Feature';
import type VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, transformExtent } from 'ol/proj';
import type VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import View from 'ol/View';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { formatCount } from '@/shared/lib/format';
import { createCountriesLayer } from './baseLayers';
import {
  classLabel,
  colorClasses,
  colorOf,
  NO_FIGURES_COLOR,
  type CountryValue,
} from './countryScale';
import { useMapPng } from './exportMap';
import type { MapViewHandle } from './types';

export interface CountryMapImplProps {
  values: readonly CountryValue[];
  valueLabel: string;
  height: number;
  ref?: Ref<MapViewHandle>;
}

/** The inhabited world (Antarctica left out), framed on first show. */
const WORLD = transformExtent([-170, -56, 180, 80], 'EPSG:4326', 'EPSG:3857');

interface Hover {
  country: string;
  value: number | undefined;
  x: number;
  y: number;
}

const BORDER = new Stroke({ color: '#8c9891', width: 0.6 });
const HOVER_BORDER = new Stroke({ color: '#1f1f1f', width: 2 });

export function CountryMapImpl({ values, valueLabel, height, ref }: CountryMapImplProps) {
  const target = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const layerRef = useRef<VectorLayer<VectorSource> | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [drawn, setDrawn] = useState(false);

  const byCountry = useMemo(() => new Map(values.map((v) => [v.country, v.value])), [values]);
  const classes = useMemo(() => colorClasses(Math.max(0, ...values.map((v) => v.value))), [values]);
  // the style function reads the latest figures and hover through this ref
  const current = useRef({ byCountry, classes, hovered: null as string | null });

  useEffect(() => {
    if (!target.current) return;
    const styles = new Map<string, Style>();
    const styleOf = (feature: FeatureLike) => {
      const { byCountry: figures, classes: scale, hovered } = current.current;
      const name = feature.get('name') as string;
      const fill = colorOf(figures.get(name), scale);
      const key = `${fill}|${name === hovered}`;
      let style = styles.get(key);
      if (!style) {
        style = new Style({
          fill: new Fill({ color: fill }),
          stroke: name === hovered ? HOVER_BORDER : BORDER,
          zIndex: name === hovered ? 1 : 0,
        });
        styles.set(key, style);
      }
      return style;
    };
    const layer = createCountriesLayer(styleOf);
    const map = new OlMap({
      target: target.current,
      layers: [layer],
      controls: defaultControls({ rotate: false, attribution: false }),
      view: new View({ center: fromLonLat([10, 20]), zoom: 1, minZoom: 0.5, maxZoom: 8 }),
    });
    layerRef.current = layer;
    mapRef.current = map;
    const fit = () => {
      const size = map.getSize();
      if (size && size[0] > 0 && size[1] > 0) map.getView().fit(WORLD, { size });
    };
    fit();
    map.once('change:size', fit);
    map.on('rendercomplete', () => setDrawn(true));
    map.on('pointermove', (e) => {
      if (e.dragging) return;
      const feature = map.forEachFeatureAtPixel(e.pixel, (f) => f, {
        layerFilter: (l) => l === layer,
      });
      const name = (feature?.get('name') as string | undefined) ?? null;
      if (current.current.hovered !== name) {
        current.current.hovered = name;
        layer.changed();
      }
      setHover(
        name
          ? {
              country: name,
              value: current.current.byCountry.get(name),
              x: e.pixel[0],
              y: e.pixel[1],
            }
          : null,
      );
    });
    const viewport = map.getViewport();
    const leave = () => {
      current.current.hovered = null;
      layer.changed();
      setHover(null);
    };
    viewport?.addEventListener('mouseleave', leave);
    return () => {
      viewport?.removeEventListener('mouseleave', leave);
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    current.current = { ...current.current, byCountry, classes };
    setHover(null);
    setDrawn(false);
    layerRef.current?.changed();
  }, [byCountry, classes]);

  useMapPng(ref, () => mapRef.current);

  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <div
        ref={target}
        data-testid="country-map-target"
        aria-busy={!drawn}
        style={{ height: '100%', width: '100%', background: '#cfe3ef', borderRadius: 8 }}
      />
      {hover && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: hover.x + 14,
            top: hover.y + 14,
            background: '#fff',
            borderRadius: 6,
            boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
            padding: '6px 10px',
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            zIndex: 2,
          }}
        >
          <div style={{ fontWeight: 600 }}>{hover.country}</div>
          <div>
            {valueLabel}: {hover.value === undefined ? 'No figures' : formatCount(hover.value)}
          </div>
        </div>
      )}
      <div
        aria-label={`Legend: ${valueLabel}`}
        role="group"
        style={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          background: 'rgba(255,255,255,0.92)',
          borderRadius: 6,
          padding: '6px 10px',
          fontSize: 12,
        }}
      >
        <div style={{ fontWeight: 600, marginBottom: 2 }}>{valueLabel}</div>
        {classes.length === 0 && <Swatch color={NO_FIGURES_COLOR} label="No Data" />}
        {classes.map((c) => (
          <Swatch key={c.color} color={c.color} label={classLabel(c)} />
        ))}
      </div>
    </div>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 14,
          height: 10,
          background: color,
          border: '1px solid #8c9891',
          display: 'inline-block',
        }}
      />
      <span>{label}</span>
    </div>
  );
}
