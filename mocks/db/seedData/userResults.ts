/**
 * The measurement history of user@example.com.
 * default: one year, ~2 measurements a day on most days, never 15 days in a row (every 13th day
 * is skipped), so the fifteen-day streak stays unearned. large: exactly 20,000 over three years.
 * Both contain: five pH-only days (decuplicate/consistency), a February trip to New York (UTC-5,
 * traveler), morning sessions before 7 a.m. (early bird), nitrite and some phosphate samples.
 */
import { HOUR } from '../clock';
import type { ResultRecord, ScenarioName } from '../types';
import { NITRATE, NITRITE, PH, PHOSPHATE } from './parameters';
import { PHONES, type ResultFactory, type Sample } from './resultFactory';
import { chance, float, int, weighted } from './rng';
import { US_SITE, USER_SITES, USER_SITE_WEIGHTS, type Site } from './sites';
import { cetOffset, dayStart } from './time';
import { USER_ID } from './users';

const PH_ONLY_DAYS = [100, 101, 102, 103, 104];
const US_TRIP_DAYS = [288, 289, 290, 291, 292];
const NO2_DAY = 151;

/** Local session start times (seconds after local midnight). */
function sessionTimes(count: number, daysBack: number): number[] {
  const from = 6 * HOUR;
  const to = daysBack === 0 ? 10 * HOUR : 20.5 * HOUR;
  if (count === 1) {
    const morning = daysBack === 0 || chance(0.55);
    return [morning ? from + float() * 3.5 * HOUR : 16 * HOUR + float() * 4.5 * HOUR];
  }
  const slot = (to - from) / count;
  return Array.from({ length: count }, (_, i) => Math.floor(from + (i + float() * 0.8) * slot));
}

function measurementsOfDay(k: number, scenario: ScenarioName): number {
  if (scenario === 'large')
    return Math.floor(((k + 1) * 20000) / 1096) - Math.floor((k * 20000) / 1096);
  if (PH_ONLY_DAYS.includes(k) || US_TRIP_DAYS.includes(k)) return 3;
  if (k === NO2_DAY) return 2;
  if (k === 0) return 2;
  if (k % 13 === 7 || (k > 60 && chance(0.1))) return 0;
  return [1, 2, 3][weighted([20, 65, 15])];
}

export function seedUserResults(
  ref: number,
  factory: ResultFactory,
  scenario: ScenarioName,
): ResultRecord[] {
  const results: ResultRecord[] = [];
  const days = scenario === 'large' ? 1095 : 365;
  let phoneSwitch = false;
  for (let k = days; k >= 0; k--) {
    const n = measurementsOfDay(k, scenario);
    if (n === 0) continue;
    const trip = US_TRIP_DAYS.includes(k);
    const phOnly = PH_ONLY_DAYS.includes(k);
    // sessions of two (pH then nitrate at the same spot); an odd count ends with a single one
    const sizes = Array.from({ length: Math.ceil(n / 2) }, (_, i) => (i * 2 + 1 < n ? 2 : 1));
    const times = sessionTimes(sizes.length, k);
    const start = dayStart(ref, k);
    let no2Pending = k === NO2_DAY;
    sizes.forEach((size, s) => {
      const site: Site = trip ? US_SITE : USER_SITES[weighted(USER_SITE_WEIGHTS)];
      const local = Math.floor(times[s]);
      const offset = site.offset ?? cetOffset(start + local);
      const params = phOnly
        ? Array<number>(size).fill(PH)
        : size === 2
          ? [PH, NITRATE]
          : [chance(0.5) ? PH : NITRATE];
      // extra strips: added in default, replacing the last one in large (exactly 20,000)
      const extra =
        s !== 0 ? null : k % 23 === 5 ? NITRITE : k >= 300 && k % 20 === 0 ? PHOSPHATE : null;
      if (extra && scenario === 'large') params[params.length - 1] = extra;
      else if (extra) params.push(extra);
      const noLocation = chance(0.05);
      if (k < 9) phoneSwitch = true;
      params.forEach((parameterId, j) => {
        const sample: Sample = {
          userId: USER_ID,
          parameterId,
          site,
          ts: start + local + j * int(60, 180) - offset * 60,
          offset,
          lat: site.lat + (float() - 0.5) * 0.0006,
          lng: site.lng + (float() - 0.5) * 0.0006,
          noLocation,
          phone: PHONES[phoneSwitch && chance(0.6) ? 1 : 0],
        };
        if (no2Pending && parameterId === NITRATE) {
          sample.forceCode = 'no2';
          no2Pending = false;
        }
        results.push(factory.build(sample));
      });
    });
  }
  return results;
}
