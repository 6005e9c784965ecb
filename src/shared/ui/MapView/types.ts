import type { Ref } from 'react';
import type { Schemas } from '@/api';
import type { PngHandle } from '../ChartCard/types';

export type MapViewHandle = PngHandle;

export interface MapViewProps {
  /** results without locationLat/locationLng are skipped */
  results: readonly Schemas['Result'][];
  /** called with a result id when a result is chosen in the tooltip or a single marker is clicked */
  onOpenResult: (id: number) => void;
  /** map height in px (default 500) */
  height?: number;
  ref?: Ref<MapViewHandle>;
}
