/**
 * The charting chunk (ChartImpl, with the charting library): loaded by the first chart drawn,
 * or earlier by a page's route that draws a chart at once, so the chunk downloads beside the
 * page's code and data instead of after them.
 */
export const loadCharts = () => import('./ChartImpl');
