/** Measurements of restricted@example.com and of some generated users. */
import { DAY, HOUR } from '../clock';
import type { ResultRecord, UserRecord } from '../types';
import { NITRATE, NITRITE, PH, PHOSPHATE } from './parameters';
import { PHONES, type ResultFactory, type Sample } from './resultFactory';
import { chance, float, int, pick, round, weighted } from './rng';
import { COUNTRY_DATA } from './countries';
import { RESTRICTED_SITES, type Site } from './sites';
import { cetOffset, dayStart } from './time';

const PARAMS = [PH, NITRATE, NITRITE, PHOSPHATE];
const PARAM_WEIGHTS = [45, 40, 12, 3];

function seriesFor(
  ref: number,
  userId: number,
  sites: Site[],
  count: number,
  spanDays: number,
): Sample[] {
  const phone = pick(PHONES);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const k = int(1, spanDays);
    const site = pick(sites);
    const local = Math.floor(6 * HOUR + float() * 14 * HOUR);
    const start = dayStart(ref, k);
    const offset = site.offset ?? cetOffset(start + local);
    let parameterId = PARAMS[weighted(PARAM_WEIGHTS)];
    if (parameterId === PHOSPHATE && k < 270) parameterId = PH; // inactive since then
    samples.push({
      userId,
      parameterId,
      site,
      ts: start + local - offset * 60,
      offset,
      lat: site.lat + (float() - 0.5) * 0.001,
      lng: site.lng + (float() - 0.5) * 0.001,
      noLocation: chance(0.05),
      phone,
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

export function seedRestrictedResults(
  ref: number,
  factory: ResultFactory,
  userId: number,
): ResultRecord[] {
  return seriesFor(ref, userId, RESTRICTED_SITES, 30, 90).map((s) => factory.build(s));
}

/** Every second generated user (up to 20) gets 10-80 results near their country's centre. */
export function seedGeneratedResults(
  ref: number,
  factory: ResultFactory,
  users: UserRecord[],
): ResultRecord[] {
  const out: ResultRecord[] = [];
  users
    .filter((_, i) => i % 2 === 0)
    .slice(0, 20)
    .forEach((u) => {
      const geo = COUNTRY_DATA[u.companyCountry ?? 'de'] ?? COUNTRY_DATA.de;
      const city = geo.cities.find((c) => c.name === u.companyCity) ?? geo.cities[0];
      const sites: Site[] = Array.from({ length: int(1, 3) }, (_, i) => ({
        name: `${city.name} ${['river', 'lake', 'well'][i]}`,
        lat: round(city.lat + (float() - 0.5) * 0.3, 4),
        lng: round(city.lng + (float() - 0.5) * 0.3, 4),
        ph: 6.8 + float(),
        nitrate: 10 + float() * 60,
        offset: geo.offset,
      }));
      const span = Math.max(5, Math.min(700, Math.floor((ref - u.registrationDate) / DAY)));
      out.push(...seriesFor(ref, u.id, sites, int(10, 80), span).map((s) => factory.build(s)));
    });
  return out;
}
