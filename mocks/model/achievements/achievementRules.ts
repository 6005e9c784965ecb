/**
 * The twelve achievements (spec 2, section 9) and the rules that earn them. Rules look at a
 * user's measurements (not deleted, not discarded) ordered by sampleCreationDate; achievedAt is
 * the sampleCreationDate of the measurement that completed the rule.
 * Local time of a measurement = sampleCreationDate + timezoneOffset minutes.
 */
import { DAY, HOUR } from '../../db/clock';
import type { ParameterRecord, ResultRecord } from '../../db/types';
import { RELEASED } from '@/domain/parameterRules';

export const ACHIEVEMENTS = [
  {
    id: 1,
    key: 'collector',
    name: 'Collector',
    description: 'Measured with all available parameters.',
    eventDescription: '',
  },
  {
    id: 2,
    key: 'consistency',
    name: 'Consistency',
    description: 'Ten consistent measurement results of one parameter in a row.',
    eventDescription: '',
  },
  {
    id: 3,
    key: 'decuplicate',
    name: 'Decuplicate',
    description: 'Ten measurements of one parameter in a row.',
    eventDescription: '',
  },
  {
    id: 4,
    key: 'double_threat',
    name: 'Double Threat',
    description: 'At least 10 measurements of both pH and nitrate.',
    eventDescription: '',
  },
  {
    id: 5,
    key: 'early_bird',
    name: 'Early Bird',
    description: 'Measured before 7 a.m.',
    eventDescription: '',
  },
  {
    id: 6,
    key: 'five_day_streak',
    name: '5-Day Streak',
    description: 'Measured on 5 consecutive days.',
    eventDescription: '',
  },
  {
    id: 7,
    key: 'ten_day_streak',
    name: '10-Day Streak',
    description: 'Measured on 10 consecutive days.',
    eventDescription: '',
  },
  {
    id: 8,
    key: 'fifteen_day_streak',
    name: '15-Day Streak',
    description: 'Measured on 15 consecutive days.',
    eventDescription: '',
  },
  {
    id: 9,
    key: 'five_in_a_row',
    name: 'Five in a Row',
    description: 'Your first five measurements.',
    eventDescription: '',
  },
  {
    id: 10,
    key: 'traveler',
    name: 'Traveler',
    description: 'Bonus for measuring in different time zones.',
    eventDescription: '',
  },
  {
    id: 11,
    key: 'triple_digits',
    name: 'Triple Digits',
    description: '100 measurements.',
    eventDescription: '',
  },
  {
    id: 12,
    key: 'wanderer',
    name: 'Wanderer',
    description: 'Measured at five different locations.',
    eventDescription: '',
  },
] as const;

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];

type Rule = (ms: ResultRecord[], parameters: ParameterRecord[]) => number | undefined;

const localSeconds = (r: ResultRecord) => r.sampleCreationDate + r.timezoneOffset * 60;
const localDay = (r: ResultRecord) => Math.floor(localSeconds(r) / DAY);

/** Date of the n-th (1-based) measurement matching `filter`. */
const nth = (ms: ResultRecord[], n: number, filter: (r: ResultRecord) => boolean = () => true) => {
  let seen = 0;
  for (const r of ms) if (filter(r) && ++seen === n) return r.sampleCreationDate;
  return undefined;
};

/** N consecutive local calendar days with at least one measurement. */
const streak =
  (n: number): Rule =>
  (ms) => {
    const firstOfDay = new Map<number, number>();
    for (const r of ms) {
      const day = localDay(r);
      const prev = firstOfDay.get(day);
      if (prev === undefined || r.sampleCreationDate < prev)
        firstOfDay.set(day, r.sampleCreationDate);
    }
    const days = [...firstOfDay.keys()].sort((a, b) => a - b);
    let run = 0;
    let best: number | undefined;
    days.forEach((day, i) => {
      run = i > 0 && day === days[i - 1] + 1 ? run + 1 : 1;
      if (run === n) best = Math.min(best ?? Infinity, firstOfDay.get(day)!);
    });
    return best;
  };

const rangeWidth = (p: ParameterRecord | undefined) => {
  const m = p?.parameterRange.match(/^\s*(-?[\d.]+)\s*-\s*(-?[\d.]+)\s*$/);
  return m ? Number(m[2]) - Number(m[1]) : NaN;
};

/**
 * consistency: ten consecutive measurements of one parameter (consecutive among that
 * parameter's measurements) with a valid reading (no invalidSampleMessageCode) whose values lie
 * within 10% of the parameter's range of each other (max - min <= 0.1 * (rangeMax - rangeMin)).
 */
const consistency: Rule = (ms, parameters) => {
  const byParam = new Map<number, ResultRecord[]>();
  for (const r of ms) {
    const list = byParam.get(r.parameterId);
    if (list) list.push(r);
    else byParam.set(r.parameterId, [r]);
  }
  let best: number | undefined;
  for (const [parameterId, list] of byParam) {
    const tolerance = 0.1 * rangeWidth(parameters.find((p) => p.id === parameterId));
    if (!(tolerance > 0)) continue;
    for (let end = 9; end < list.length; end++) {
      const window = list.slice(end - 9, end + 1);
      if (window.some((r) => r.invalidSampleMessageCode !== null)) continue;
      const values = window.map((r) => r.measurementValue);
      if (Math.max(...values) - Math.min(...values) <= tolerance + 1e-9) {
        best = Math.min(best ?? Infinity, list[end].sampleCreationDate);
        break;
      }
    }
  }
  return best;
};

const RULES: Record<AchievementKey, Rule> = {
  /** every currently released parameter measured at least once */
  collector: (ms, parameters) => {
    const released = parameters.filter((p) => p.status === RELEASED);
    if (released.length === 0) return undefined;
    const firsts = released.map((p) => nth(ms, 1, (r) => r.parameterId === p.id));
    return firsts.some((t) => t === undefined) ? undefined : Math.max(...(firsts as number[]));
  },
  consistency,
  /** ten measurements in a row (by date, over all parameters) of the same parameter */
  decuplicate: (ms) => {
    let run = 0;
    for (let i = 0; i < ms.length; i++) {
      run = i > 0 && ms[i].parameterId === ms[i - 1].parameterId ? run + 1 : 1;
      if (run === 10) return ms[i].sampleCreationDate;
    }
    return undefined;
  },
  /** at least 10 of parameter type pH (1) and 10 of type nitrate (0) */
  double_threat: (ms, parameters) => {
    const type = new Map(parameters.map((p) => [p.id, p.type]));
    const ph = nth(ms, 10, (r) => type.get(r.parameterId) === 1);
    const no3 = nth(ms, 10, (r) => type.get(r.parameterId) === 0);
    return ph === undefined || no3 === undefined ? undefined : Math.max(ph, no3);
  },
  /** a measurement before 07:00 local time */
  early_bird: (ms) =>
    ms.find((r) => ((localSeconds(r) % DAY) + DAY) % DAY < 7 * HOUR)?.sampleCreationDate,
  five_day_streak: streak(5),
  ten_day_streak: streak(10),
  fifteen_day_streak: streak(15),
  five_in_a_row: (ms) => nth(ms, 5),
  /**
   * measurements in different time zones: UTC offsets more than 60 minutes apart, so that a
   * daylight-saving change alone (CET 60 / CEST 120) does not count as travelling.
   */
  traveler: (ms) => {
    let min = Infinity;
    let max = -Infinity;
    for (const r of ms) {
      min = Math.min(min, r.timezoneOffset);
      max = Math.max(max, r.timezoneOffset);
      if (max - min > 60) return r.sampleCreationDate;
    }
    return undefined;
  },
  triple_digits: (ms) => nth(ms, 100),
  /** five distinct locations, lat/lng rounded to 2 decimals (results without location ignored) */
  wanderer: (ms) => {
    const places = new Set<string>();
    for (const r of ms) {
      if (r.locationLat === null || r.locationLng === null) continue;
      places.add(`${r.locationLat.toFixed(2)},${r.locationLng.toFixed(2)}`);
      if (places.size === 5) return r.sampleCreationDate;
    }
    return undefined;
  },
};

/** Earned achievements for measurements sorted by date, in the order of ACHIEVEMENTS. */
export function computeAchievements(
  ms: ResultRecord[],
  parameters: ParameterRecord[],
): { key: AchievementKey; achievedAt: number }[] {
  const earned: { key: AchievementKey; achievedAt: number }[] = [];
  for (const a of ACHIEVEMENTS) {
    const achievedAt = RULES[a.key](ms, parameters);
    if (achievedAt !== undefined) earned.push({ key: a.key, achievedAt });
  }
  return earned;
}
