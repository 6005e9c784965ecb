export { CountryMap } from './CountryMap';
export type { CountryValue } from './countryScale';
export { MapView } from './MapView';
export { fitZoomFor, locatedResults, tooltipLines } from './mapLogic';
export type { CountryMapProps, MapViewHandle, MapViewProps } from './types';
