/**
 * /admin/statistics ('Monitoring'): how the product is used. A view selector (No. of App
 * Downloads, No. of Active Users, Total no. of scans) and a date range (default the last six
 * months up to today; whole months for downloads; no day after today) decide the call: the
 * series is grouped by month when the range is longer than 28 days, by week otherwise. Below
 * the seven count tiles come the view's charts, map and tables (MonitoringPanels). The view and
 * range are kept in the address (?view=&from=&to=, days as YYYY-MM-DD). A failed
 * call is said here, in the catalogue's words, with Retry (and so without a notice besides).
 */
import { DatePicker, Flex, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverNow, useGetMonitoringDataQuery } from '@/api';
import { DATE_FORMAT } from '@/shared/lib/format';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { CountTiles } from '../components/CountTiles';
import { MonitoringPanels } from '../components/MonitoringPanels';
import { readState, stateParams } from '../utils/monitoringAddress';
import { groupingFor, monitoringArgs, rangeForView, type DayRange } from '../utils/monitoringRange';
import { isEmptyRange } from '../utils/monitoringRows';
import { VIEWS, type MonitoringView } from '../utils/monitoringViews';

export const EMPTY_RANGE_TEXT = 'No Data';

export function MonitoringPage() {
  // the view and range live in the address: a reload or a shared link shows the same statistic
  const [params, setParams] = useSearchParams();
  const { view, range: picked } = useMemo(() => readState(params, serverNow()), [params]);
  const show = (next: MonitoringView, nextRange: DayRange) =>
    setParams(stateParams(next, nextRange), { replace: true });
  const range = useMemo(() => rangeForView(view, picked, serverNow()), [view, picked]);
  const args = monitoringArgs(view, range);
  // currentData: a new view or range shows the loader, not the previous answer
  const { currentData: data, isFetching, error, refetch } = useGetMonitoringDataQuery(args);
  const today = dayjs(serverNow()).endOf('day');
  const months = view === 'appDownload';

  return (
    <Flex vertical gap={16}>
      <PageTitle>Monitoring</PageTitle>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Radio.Group
          aria-label="Statistic"
          optionType="button"
          buttonStyle="solid"
          value={view}
          onChange={(e) => show(e.target.value as MonitoringView, picked)}
          options={VIEWS.map((v) => ({ value: v.value, label: v.label }))}
        />
        <Flex wrap gap={8} align="center">
          <DatePicker.RangePicker
            aria-label="Date range"
            picker={months ? 'month' : 'date'}
            format={months ? 'MM/YYYY' : DATE_FORMAT}
            allowClear={false}
            allowEmpty={[false, false]}
            value={[range.from, range.to]}
            disabledDate={(d: Dayjs) => d.isAfter(today, months ? 'month' : 'day')}
            onChange={(values) => {
              const [from, to] = values ?? [];
              if (from && to) show(view, { from: from.startOf('day'), to: to.startOf('day') });
            }}
          />
          <Typography.Text type="secondary" data-testid="grouping">
            {groupingFor(range) === 'Month' ? 'Per month' : 'Per week'}
          </Typography.Text>
        </Flex>
      </Flex>
      <CountTiles data={data} view={view} />
      <QueryState
        isLoading={isFetching && !data}
        error={isFetching ? undefined : error}
        onRetry={() => void refetch()}
        isEmpty={isEmptyRange(data)}
        emptyText={EMPTY_RANGE_TEXT}
        minHeight={400}
      >
        {data && <MonitoringPanels data={data} range={range} />}
      </QueryState>
    </Flex>
  );
}
