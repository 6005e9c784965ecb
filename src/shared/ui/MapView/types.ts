import type { Ref } from 'react';
import type { PngHandle } from '../ChartCard/types';
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
