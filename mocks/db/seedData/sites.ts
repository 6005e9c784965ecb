/** Where the seeded measurements were taken. */
export interface Site {
  name: string;
  lat: number;
  lng: number;
  ph: number;
  nitrate: number;
  /** fixed UTC offset in minutes, or null for Central European time */
  offset: number | null;
}

/** user@example.com: six sites in Germany/Austria (+ one in New York for the traveler badge). */
export const USER_SITES: Site[] = [
  { name: 'Garden well', lat: 49.8728, lng: 8.6512, ph: 7.1, nitrate: 42, offset: null },
  { name: 'Well 3', lat: 49.9214, lng: 8.4853, ph: 6.8, nitrate: 78, offset: null },
  { name: 'Aquarium', lat: 50.1109, lng: 8.6821, ph: 7.6, nitrate: 18, offset: null },
  { name: 'Rhine Mainz', lat: 49.9929, lng: 8.2473, ph: 7.9, nitrate: 12, offset: null },
  { name: 'Lake Constance', lat: 47.5031, lng: 9.7471, ph: 8.1, nitrate: 6, offset: null },
  { name: 'Danube Vienna', lat: 48.2082, lng: 16.3738, ph: 7.8, nitrate: 15, offset: null },
  { name: 'Isar Munich', lat: 48.1351, lng: 11.582, ph: 8.0, nitrate: 9, offset: null },
];
/** weights for the daily choice of USER_SITES */
export const USER_SITE_WEIGHTS = [30, 22, 25, 8, 6, 4, 5];
export const US_SITE: Site = {
  name: 'Hudson River',
  lat: 40.7128,
  lng: -74.006,
  ph: 7.4,
  nitrate: 25,
  offset: -300,
};

export const RESTRICTED_SITES: Site[] = [
  { name: 'Harbour basin', lat: 53.5436, lng: 9.9668, ph: 7.7, nitrate: 22, offset: null },
  { name: 'Alster', lat: 53.5625, lng: 10.0047, ph: 7.5, nitrate: 14, offset: null },
  { name: 'Tap water', lat: 53.5511, lng: 9.9937, ph: 7.4, nitrate: 8, offset: null },
];
