/** The map chunks (OpenLayers): loaded by the first map drawn, or earlier by a page's route. */
export const loadMap = () => import('./MapImpl');
export const loadCountryMap = () => import('./CountryMapImpl');
