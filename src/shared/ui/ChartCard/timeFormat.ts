/**
 * The date formatting of G2's time scales (default tick labels) through dayjs, which the charts
 * load anyway, in the place of fecha (scripts/g2Lite.ts). The scales' masks ('YYYY', 'MMM DD',
 * 'hh:mm', 'hh A', '.SSS' ...) read the same in both.
 */
import dayjs from 'dayjs';

export function format(date: Date, mask: string): string {
  return dayjs(date).format(mask);
}
