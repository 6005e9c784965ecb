import type { MonitoringData } from '@/api';
import type { DayRange } from '../utils/monitoringRange';

/** What a panel drawn from one monitoring answer gets: the answer and its range. */
export interface PanelsProps {
  data: MonitoringData;
  range: DayRange;
}
