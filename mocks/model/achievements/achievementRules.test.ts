import { DAY, HOUR, REFERENCE_SECONDS } from '../../db/clock';
import { seedParameters } from '../../db/seedData/parameters';
import { resetDbSync } from '../../db/store';
import type { ResultRecord } from '../../db/types';
import { ACHIEVEMENTS, computeAchievements } from './achievementRules';
import { earnedAchievements } from './earnedAchievements';

const parameters = seedParameters(REFERENCE_SECONDS);
// a fixed Monday, 00:00 UTC (winter: offset 60 = CET)
const T0 = Date.UTC(2026, 0, 5) / 1000;
let nextId = 1;

function m(over: Partial<ResultRecord> = {}): ResultRecord {
  const id = nextId++;
  return {
    id,
    userId: 4,
    parameterId: 1,
    visibleMeasurementId: `M-${id}`,
    measurementName: 'Test',
    measurementValue: 7,
    measurementValueMin: 0,
    measurementValueMax: 14,
    measurementUnit: 'pH',
    comment: null,
    testStripLotNumber: null,
    testStripCatalogNumber: null,
    cardCatalogNumber: null,
    cardLotNumber: null,
    phoneName: null,
    phoneOperatingSystem: null,
    phoneCamera: null,
    sampleCreationDate: T0 + 10 * HOUR,
    timezoneOffset: 60,
    locationLat: 50,
    locationLng: 8,
    invalidSampleMessageCode: null,
    status: 0,
    discardedResult: false,
    updatedAt: T0,
    deletedAt: null,
    ...over,
  };
}

/** n measurements one hour apart (starting 10:00 UTC on day T0 + dayOffset) */
const hourly = (
  n: number,
  over: (i: number) => Partial<ResultRecord> = () => ({}),
  dayOffset = 0,
) =>
  Array.from({ length: n }, (_, i) =>
    m({ sampleCreationDate: T0 + dayOffset * DAY + 10 * HOUR + i * HOUR, ...over(i) }),
  );
/** one measurement per day for the given day offsets, at 10:00 UTC */
const daily = (days: number[]) =>
  days.map((d) => m({ sampleCreationDate: T0 + d * DAY + 10 * HOUR }));

const earned = (ms: ResultRecord[]) =>
  Object.fromEntries(computeAchievements(ms, parameters).map((e) => [e.key, e.achievedAt]));

describe('earned achievements of the store', () => {
  beforeEach(() => resetDbSync('default'));

  it('seeded user@example.com has all achievements but the 15-day streak', () => {
    expect(earnedAchievements(1).map((e) => e.key)).toEqual(
      ACHIEVEMENTS.map((a) => a.key).filter((k) => k !== 'fifteen_day_streak'),
    );
    expect(earnedAchievements(4)).toEqual([]);
  });
});

describe('achievement list', () => {
  it('has the twelve of the spec in order, ids 1-12, empty event descriptions', () => {
    expect(ACHIEVEMENTS.map((a) => a.key)).toEqual([
      'collector',
      'consistency',
      'decuplicate',
      'double_threat',
      'early_bird',
      'five_day_streak',
      'ten_day_streak',
      'fifteen_day_streak',
      'five_in_a_row',
      'traveler',
      'triple_digits',
      'wanderer',
    ]);
    expect(ACHIEVEMENTS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ACHIEVEMENTS.every((a) => a.eventDescription === '' && a.name && a.description)).toBe(
      true,
    );
  });
});

describe('achievement rules', () => {
  it('five_in_a_row: at the fifth measurement', () => {
    const ms = hourly(5);
    expect(earned(ms.slice(0, 4)).five_in_a_row).toBeUndefined();
    expect(earned(ms).five_in_a_row).toBe(ms[4].sampleCreationDate);
  });

  it('triple_digits: at the 100th measurement', () => {
    const ms = hourly(100, (i) => ({ sampleCreationDate: T0 + i * 600 }));
    expect(earned(ms.slice(0, 99)).triple_digits).toBeUndefined();
    expect(earned(ms).triple_digits).toBe(ms[99].sampleCreationDate);
  });

  it('collector: every released parameter (pH, nitrate, nitrite) at least once', () => {
    const ms = hourly(4, (i) => ({ parameterId: [1, 2, 5, 3][i] }));
    expect(earned(ms.slice(0, 3)).collector).toBeUndefined(); // phosphate is inactive
    expect(earned(ms).collector).toBe(ms[3].sampleCreationDate);
  });

  it('double_threat: ten pH (type 1) and ten nitrate (type 0)', () => {
    const ms = hourly(20, (i) => ({ parameterId: i < 10 ? 1 : 2 }));
    expect(earned(ms).double_threat).toBe(ms[19].sampleCreationDate);
    expect(earned(ms.slice(0, 19)).double_threat).toBeUndefined();
  });

  it('decuplicate: ten in a row of the same parameter, by date', () => {
    const alternating = hourly(20, (i) => ({ parameterId: i % 2 ? 1 : 2 }));
    expect(earned(alternating).decuplicate).toBeUndefined();
    const ms = hourly(11, (i) => ({ parameterId: i === 0 ? 2 : 1 }));
    expect(earned(ms).decuplicate).toBe(ms[10].sampleCreationDate);
    // the order is by date, not by id
    const shuffled = [
      ...ms.slice(0, 5),
      m({ parameterId: 2, sampleCreationDate: ms[5].sampleCreationDate - 1 }),
      ...ms.slice(5),
    ];
    shuffled.sort((a, b) => a.sampleCreationDate - b.sampleCreationDate);
    expect(earned(shuffled).decuplicate).toBeUndefined();
  });

  it('consistency: ten of a parameter within 10% of its range', () => {
    // pH range 0-14 -> tolerance 1.4
    const ok = hourly(10, (i) => ({ measurementValue: 6.6 + (i % 2) * 1.4 }));
    expect(earned(ok).consistency).toBe(ok[9].sampleCreationDate);
    const wide = hourly(10, (i) => ({ measurementValue: 6.5 + (i % 2) * 1.5 }));
    expect(earned(wide).consistency).toBeUndefined();
    // nitrate range 0-500 -> tolerance 50; other parameters in between do not break the run
    const mixed = hourly(20, (i) => ({
      parameterId: i % 2 ? 2 : 1,
      measurementValue: i % 2 ? 20 + i * 2 : i % 4 ? 4 : 11,
    }));
    expect(earned(mixed).consistency).toBe(mixed[19].sampleCreationDate);
    // an out-of-range reading breaks the window
    const invalid = hourly(10, (i) => ({
      invalidSampleMessageCode: i === 3 ? '501 - Value below measuring range' : null,
    }));
    expect(earned(invalid).consistency).toBeUndefined();
  });

  it('early_bird: before 07:00 local time (UTC + timezoneOffset)', () => {
    const at = (utcHour: number, offset: number) =>
      m({ sampleCreationDate: T0 + utcHour * HOUR, timezoneOffset: offset });
    expect(earned([at(6, 60)]).early_bird).toBeUndefined(); // 07:00 local
    expect(earned([at(5, 60)]).early_bird).toBe(T0 + 5 * HOUR); // 06:00 local
    expect(earned([at(10, -300)]).early_bird).toBe(T0 + 10 * HOUR); // 05:00 in New York
    expect(earned([at(23, 120)]).early_bird).toBe(T0 + 23 * HOUR); // 01:00 next day
  });

  it('streaks: consecutive local calendar days', () => {
    const four = daily([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(earned(four).five_day_streak).toBeUndefined();
    const five = daily([0, 2, 3, 4, 5, 6]);
    expect(earned(five).five_day_streak).toBe(five[5].sampleCreationDate);
    const fifteen = daily(Array.from({ length: 15 }, (_, i) => i));
    const e = earned(fifteen);
    expect([e.five_day_streak, e.ten_day_streak, e.fifteen_day_streak]).toEqual([
      fifteen[4].sampleCreationDate,
      fifteen[9].sampleCreationDate,
      fifteen[14].sampleCreationDate,
    ]);
    expect(earned(fifteen.slice(1)).fifteen_day_streak).toBeUndefined();
    // 23:30 UTC with +60 is already the next local day
    const local = [...daily([0, 1, 2, 3]), m({ sampleCreationDate: T0 + 3 * DAY + 23.5 * HOUR })];
    expect(earned(local).five_day_streak).toBe(T0 + 3 * DAY + 23.5 * HOUR);
  });

  it('traveler: offsets more than an hour apart (not a daylight-saving change)', () => {
    const dst = hourly(2, (i) => ({ timezoneOffset: [60, 120][i] }));
    expect(earned(dst).traveler).toBeUndefined();
    const trip = hourly(3, (i) => ({ timezoneOffset: [60, 120, -300][i] }));
    expect(earned(trip).traveler).toBe(trip[2].sampleCreationDate);
    const uk = hourly(2, (i) => ({ timezoneOffset: [0, 120][i] }));
    expect(earned(uk).traveler).toBe(uk[1].sampleCreationDate);
  });

  it('wanderer: five distinct places (2 decimals), no location ignored', () => {
    const places = [
      [50.001, 8.001],
      [50.004, 8.004], // same place rounded
      [50.1, 8.1],
      [50.2, 8.2],
      [null, null],
      [50.3, 8.3],
      [50.4, 8.4],
    ];
    const ms = hourly(places.length, (i) => ({
      locationLat: places[i][0],
      locationLng: places[i][1],
    }));
    expect(earned(ms.slice(0, 6)).wanderer).toBeUndefined();
    expect(earned(ms).wanderer).toBe(ms[6].sampleCreationDate);
  });
});
