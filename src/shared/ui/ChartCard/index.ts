export { ChartCard, NO_DATA } from './ChartCard';
export { StackedBarChart } from './StackedBarChart';
export { PieChart, SeriesLineChart } from './SeriesCharts';
export type {
  ChartCardProps,
  ChartMode,
  PieChartProps,
  PieSlice,
  PngHandle,
  SeriesDatum,
  SeriesLineChartProps,
  StackedBarChartProps,
  StackedBarDatum,
} from './types';
