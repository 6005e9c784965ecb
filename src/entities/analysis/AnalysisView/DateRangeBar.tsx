import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { label, RANGE_MODES } from '@/shared/lib/dateRange';
import type { DateRangeState } from './useDateRange';

const PICKER = { day: 'date', week: 'date', month: 'month', year: 'year' } as const;

/**
 * Date-range buttons (Today, This week, This month, This year, All time), the previous and next
 * period arrows (next disabled when the next period lies in the future) and a picker of the
 * period; the caption names the selected period.
 */
export function DateRangeBar({ state }: { state: DateRangeState }) {
  const { mode, range } = state;
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Flex wrap gap={4} role="group" aria-label="Date range">
        {RANGE_MODES.map((m) => (
          <Button
            key={m.mode}
            type={m.mode === mode ? 'primary' : 'default'}
            aria-pressed={m.mode === mode}
            onClick={() => state.select(m.mode)}
          >
            {m.label}
          </Button>
        ))}
      </Flex>
      <Flex gap={8} align="center">
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous period"
          disabled={mode === 'all'}
          onClick={state.previous}
        />
        <Typography.Text
          strong
          data-testid="range-label"
          style={{ minWidth: 170, textAlign: 'center' }}
        >
          {label(range, mode)}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label="Next period"
          disabled={!state.nextEnabled}
          onClick={state.next}
        />
        {mode !== 'all' && (
          <DatePicker
            aria-label="Choose period"
            picker={PICKER[mode]}
            allowClear={false}
            value={dayjs.unix(range.start)}
            format={mode === 'year' ? 'YYYY' : mode === 'month' ? 'MM/YYYY' : 'MM/DD/YYYY'}
            onChange={(d) => d && state.pick(d)}
            style={{ width: 140 }}
          />
        )}
      </Flex>
    </Flex>
  );
}
