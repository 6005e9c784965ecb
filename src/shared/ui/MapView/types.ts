import type { Ref } from 'react';
import type { PngHandle } from '../ChartCard/types';
import type { CountryValue } from './countryScale';
import type { Result } from '@/api';

export type MapViewHandle = PngHandle;

export interface MapViewProps {
  /** results without locationLat/locationLng are skipped */
  results: readonly Result[];
  /** called with a result id when a result is chosen in the tooltip or a single marker is clicked */
  onOpenResult: (id: number) => void;
  /** map height in px (default 500) */
  height?: number;
  ref?: Ref<MapViewHandle>;
}

export interface CountryMapProps {
  /** a count per country, by the world map's country name; others show as 'No figures' */
  values: readonly CountryValue[];
  /** what is counted, for the tooltip: 'App downloads' */
  valueLabel: string;
  /** map height in px (default 420) */
  height?: number;
  ref?: Ref<MapViewHandle>;
}
