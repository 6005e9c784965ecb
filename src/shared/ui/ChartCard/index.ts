export { ChartCard, NO_DATA } from './ChartCard';
export { StackedBarChart } from './StackedBarChart';
export type {
  ChartCardProps,
  ChartMode,
  PngHandle,
  StackedBarChartProps,
  StackedBarDatum,
} from './types';
