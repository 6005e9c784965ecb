/**
 * Monitoring tag: deterministic statistics for the admin monitoring screen (model/monitoring)
 * and the public world map (world-atlas TopoJSON, as the real server serves a static file).
 */
import world from 'world-atlas/countries-110m.json';
import { DAY, now } from '../../db/clock';
import { db } from '../../db/store';
import { reply } from '../../http/reply';
import { route } from '../../http/route';
import { validationError, violation, type Violation } from '../../lib/errors';
import {
  MAX_RANGE_DAYS,
  monitoringData,
  parseDayDate,
} from '../../model/monitoring/monitoringData';
import type { Grouping, MonitoringType } from '../../model/monitoring/monitoringFigures';
import type { WorldMapTopology } from '@/api';
import { RELEASED } from '@/domain/parameterRules';

export const MONITORING_MESSAGES = {
  date: 'This value is not a valid date (DD-MM-YYYY).',
  order: 'The start date must not be after the end date.',
  range: 'The date range must not be longer than 10 years.',
  future: 'The date range must not lie in the future.',
} as const;

export const monitoringHandlers = [
  route('getMonitoringData', ({ params }) => {
    const { fromDate, toDate, filter, type } = params;
    const fromDay = parseDayDate(fromDate);
    const toDay = parseDayDate(toDate);
    const problems: Violation[] = [];
    if (fromDay === null) problems.push(violation('fromDate', MONITORING_MESSAGES.date));
    if (toDay === null) problems.push(violation('toDate', MONITORING_MESSAGES.date));
    // "today" is the mock clock's UTC day; one day more is allowed because the browser asking
    // may already be in tomorrow (zones east of UTC)
    const today = Math.floor(now() / DAY);
    if (fromDay !== null && toDay !== null) {
      if (fromDay > toDay) problems.push(violation('fromDate', MONITORING_MESSAGES.order));
      else if (toDay > today + 1) problems.push(violation('toDate', MONITORING_MESSAGES.future));
      else if (toDay - fromDay > MAX_RANGE_DAYS)
        problems.push(violation('toDate', MONITORING_MESSAGES.range));
    }
    if (problems.length) throw validationError(problems, 400);
    const parameters = db()
      .parameters.filter((p) => p.status === RELEASED)
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, name: p.name }));
    const data = monitoringData({
      type: type as MonitoringType,
      filter: filter as Grouping,
      fromDate,
      toDate,
      fromDay: fromDay!,
      toDay: toDay!,
      today,
      parameters,
    });
    return reply('getMonitoringData', data);
  }),

  route('getWorldMap', () => reply('getWorldMap', world as unknown as WorldMapTopology)),
];
