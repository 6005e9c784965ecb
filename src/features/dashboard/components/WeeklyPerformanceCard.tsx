/**
 * Weekly Performance: measurements per day as stacked bars (top 3 parameters coloured, the
 * rest as Others; tooltip up to 4 rows) for a date range that defaults to the last week. A
 * refused range (before 1970, in the future, too long) shows an error and keeps the old range.
 */
import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useGetWeeklyPerformanceQuery } from '@/api';
import { DATE_FORMAT } from '@/shared/lib/format';
import { serverNow } from '@/api';
import { StackedBarChart } from '@/shared/ui/ChartCard';
import { RANGE_NOTICE_KEY } from '@/shared/lib/dateRange';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import {
  daysOf,
  defaultRange,
  normalizeRange,
  rangeError,
  rangeQuery,
  type DateRange,
} from '../utils/weeklyRange';
import { weeklyChart } from '../utils/weeklyChart';

export const CHART_HEIGHT = 300;

export function WeeklyPerformanceCard() {
  // null = the default week, recomputed on the server clock (known after the first response)
  const [picked, setPicked] = useState<DateRange | null>(null);
  const range = picked ?? defaultRange(serverNow());
  const query = rangeQuery(range);
  const { data, isLoading, isFetching, error, refetch } = useDeferredQuery(
    useGetWeeklyPerformanceQuery(query),
  );
  const days = useMemo(
    () => daysOf([dayjs.unix(query.from), dayjs.unix(query.to)]),
    [query.from, query.to],
  );
  const chart = useMemo(() => weeklyChart(data ?? [], days), [data, days]);

  const change = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = values ?? [];
    if (!start || !end) return;
    const message = rangeError([start, end], serverNow());
    if (message) {
      notify.destroyAll();
      notify.error(message, undefined, RANGE_NOTICE_KEY);
      return;
    }
    notify.dismiss(RANGE_NOTICE_KEY); // the refusal no longer applies
    setPicked(normalizeRange([start, end]));
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" justify="space-between" gap={12} wrap>
        <DatePicker.RangePicker
          value={range}
          onChange={change}
          format={DATE_FORMAT}
          allowClear={false}
          aria-label="Date range"
        />
        {data ? (
          <Typography.Text type="secondary" aria-live="polite">
            {chart.total} {chart.total === 1 ? 'measurement' : 'measurements'}
          </Typography.Text>
        ) : (
          // its place, held until the data arrives: on a phone the count takes a line of its
          // own, which would push the chart down when it appeared
          <span aria-hidden style={{ display: 'inline-block', width: '7.5em', height: 22 }} />
        )}
      </Flex>
      <QueryState isLoading={isLoading} error={error} onRetry={refetch} minHeight={CHART_HEIGHT}>
        <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <StackedBarChart
            data={chart.data}
            colors={chart.colors}
            height={CHART_HEIGHT}
            maxTooltipRows={4}
          />
        </div>
      </QueryState>
    </Flex>
  );
}
