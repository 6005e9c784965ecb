import type { Ref } from 'react';
import type { Result } from '@/api';

/** Chronologic: evenly spaced in time order; exact: a real time axis (15-minute merge). */
export type ChartMode = 'chronologic' | 'exact';

/** What a chart or map exposes through its ref: the picture as a PNG file. */
export interface PngHandle {
  /** Renders the current picture (white background) to a PNG Blob. */
  toPng(): Promise<Blob>;
}

export interface ChartCardProps {
  results: readonly Result[];
  mode: ChartMode;
  /** the parameter whose values are charted; other results are ignored */
  parameterId: number;
  /** chart height in px (default 400) */
  height?: number;
  ref?: Ref<PngHandle>;
}

export interface StackedBarDatum {
  x: string;
  series: string;
  value: number;
}

export interface StackedBarChartProps {
  data: readonly StackedBarDatum[];
  /** height in px (default 300) */
  height?: number;
  /** colour per series name; series without one get the palette's colours */
  colors?: Record<string, string>;
  /** rows shown in the tooltip (default 4) */
  maxTooltipRows?: number;
  /** the y axis title (default 'Measurements') */
  yTitle?: string;
  ref?: Ref<PngHandle>;
}

/** One value of a named series at x (a period): the data of the series line chart. */
export type SeriesDatum = StackedBarDatum;

export interface SeriesLineChartProps {
  data: readonly SeriesDatum[];
  /** height in px (default 300) */
  height?: number;
  yTitle: string;
  /** colour per series name; series without one get the palette's colours */
  colors?: Record<string, string>;
  ref?: Ref<PngHandle>;
}

export interface PieSlice {
  label: string;
  value: number;
}

export interface PieChartProps {
  data: readonly PieSlice[];
  /** height in px (default 300) */
  height?: number;
  /** colour per slice label; others get the palette's colours */
  colors?: Record<string, string>;
  /** label each slice with its share of the sum too (default true) */
  shares?: boolean;
  ref?: Ref<PngHandle>;
}
