export { MapView } from './MapView';
export { fitZoomFor, locatedResults, tooltipLines } from './mapLogic';
export type { MapViewHandle, MapViewProps } from './types';
