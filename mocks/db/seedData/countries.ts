/** Countries of the generated users: cities (with coordinates), streets, phone prefix, UTC offset. */
export interface City {
  name: string;
  postalCode: string;
  lat: number;
  lng: number;
}

export interface Country {
  /** fixed UTC offset in minutes; null = Central European time (60 / 120) */
  offset: number | null;
  phone: string;
  streets: string[];
  cities: City[];
}

const c = (name: string, postalCode: string, lat: number, lng: number): City => ({
  name,
  postalCode,
  lat,
  lng,
});

export const COUNTRY_DATA: Record<string, Country> = {
  de: {
    offset: null,
    phone: '+49',
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße'],
    cities: [
      c('Berlin', '10115', 52.52, 13.405),
      c('Köln', '50667', 50.9375, 6.9603),
      c('Leipzig', '04109', 51.3397, 12.3731),
    ],
  },
  at: {
    offset: null,
    phone: '+43',
    streets: ['Hauptplatz', 'Linzer Straße'],
    cities: [c('Linz', '4020', 48.3069, 14.2858), c('Salzburg', '5020', 47.8095, 13.055)],
  },
  ch: {
    offset: null,
    phone: '+41',
    streets: ['Bahnhofstrasse', 'Seestrasse'],
    cities: [c('Zürich', '8001', 47.3769, 8.5417), c('Basel', '4051', 47.5596, 7.5886)],
  },
  us: {
    offset: -360,
    phone: '+1',
    streets: ['Main Street', 'Lake Avenue', 'Research Drive'],
    cities: [
      c('Chicago', '60601', 41.8781, -87.6298),
      c('Madison', '53703', 43.0731, -89.4012),
      c('St. Louis', '63101', 38.627, -90.1994),
    ],
  },
  ca: {
    offset: -300,
    phone: '+1',
    streets: ['King Street', 'Rue Principale'],
    cities: [c('Toronto', 'M5H 2N2', 43.6532, -79.3832), c('Ottawa', 'K1P 1J1', 45.4215, -75.6972)],
  },
  fr: {
    offset: null,
    phone: '+33',
    streets: ['Rue de la République', 'Avenue Jean Jaurès'],
    cities: [c('Lyon', '69002', 45.764, 4.8357), c('Toulouse', '31000', 43.6047, 1.4442)],
  },
  gb: {
    offset: 0,
    phone: '+44',
    streets: ['High Street', 'Station Road'],
    cities: [
      c('Manchester', 'M1 1AE', 53.4808, -2.2426),
      c('Bristol', 'BS1 4DJ', 51.4545, -2.5879),
    ],
  },
  nl: {
    offset: null,
    phone: '+31',
    streets: ['Dorpsstraat', 'Kerkstraat'],
    cities: [c('Utrecht', '3511 AA', 52.0907, 5.1214), c('Rotterdam', '3011 AA', 51.9244, 4.4777)],
  },
  it: {
    offset: null,
    phone: '+39',
    streets: ['Via Roma', 'Via Garibaldi'],
    cities: [c('Milano', '20121', 45.4642, 9.19), c('Bologna', '40121', 44.4949, 11.3426)],
  },
  es: {
    offset: null,
    phone: '+34',
    streets: ['Calle Mayor', 'Gran Vía'],
    cities: [c('Valencia', '46001', 39.4699, -0.3763), c('Sevilla', '41001', 37.3891, -5.9845)],
  },
  in: {
    offset: 330,
    phone: '+91',
    streets: ['MG Road', 'Station Road'],
    cities: [c('Pune', '411001', 18.5204, 73.8567), c('Bengaluru', '560001', 12.9716, 77.5946)],
  },
  jp: {
    offset: 540,
    phone: '+81',
    streets: ['Chuo-dori', 'Showa-dori'],
    cities: [
      c('Osaka', '530-0001', 34.6937, 135.5023),
      c('Sapporo', '060-0001', 43.0618, 141.3545),
    ],
  },
  br: {
    offset: -180,
    phone: '+55',
    streets: ['Rua Augusta', 'Avenida Paulista'],
    cities: [
      c('São Paulo', '01310-100', -23.5505, -46.6333),
      c('Curitiba', '80010-000', -25.4284, -49.2733),
    ],
  },
  au: {
    offset: 600,
    phone: '+61',
    streets: ['George Street', 'Collins Street'],
    cities: [c('Sydney', '2000', -33.8688, 151.2093), c('Brisbane', '4000', -27.4698, 153.0251)],
  },
};

export const COUNTRIES = Object.keys(COUNTRY_DATA);
