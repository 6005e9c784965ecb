/** Time-zone helpers for seeded measurements (offsets in minutes, local = UTC + offset). */
import { DAY, HOUR } from '../clock';

/** Last Sunday of a month (0-based) at 01:00 UTC, in epoch seconds. */
function lastSunday0100(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0) / 1000;
  const weekday = new Date(lastDay * 1000).getUTCDay();
  return lastDay - weekday * DAY + HOUR;
}

/** Central European offset: 120 during summer time (CEST), else 60 (CET). */
export function cetOffset(utcSeconds: number): number {
  const year = new Date(utcSeconds * 1000).getUTCFullYear();
  let span = summerTime.get(year);
  if (!span) {
    span = [lastSunday0100(year, 2), lastSunday0100(year, 9)];
    summerTime.set(year, span);
  }
  return utcSeconds >= span[0] && utcSeconds < span[1] ? 120 : 60;
}

const summerTime = new Map<number, [number, number]>();

/** Start (00:00 UTC) of the UTC day `daysBack` days before the given moment. */
export function dayStart(referenceSeconds: number, daysBack: number): number {
  return Math.floor(referenceSeconds / DAY) * DAY - daysBack * DAY;
}
