import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { DAY, HOUR, MINUTE, now } from '../db/clock';
import { moveClock, resetClock } from './actions';

const STEPS = [
  { label: '+15 minutes', seconds: 15 * MINUTE },
  { label: '+1 hour', seconds: HOUR },
  { label: '+1 day', seconds: DAY },
  { label: '+31 days', seconds: 31 * DAY },
];

/** "+1 d 2 h" for an offset in seconds. */
export function describeOffset(seconds: number): string {
  if (seconds === 0) return 'reference date';
  const d = Math.floor(seconds / DAY);
  const h = Math.floor((seconds % DAY) / HOUR);
  const m = Math.floor((seconds % HOUR) / MINUTE);
  const parts = [d && `${d} d`, h && `${h} h`, m && `${m} min`].filter(Boolean);
  return `+${parts.join(' ') || `${seconds} s`}`;
}

/** The mock server's clock, ticking, with buttons to move it forward. */
export function ClockControls({ offset }: { offset: number }) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    const timer = window.setInterval(() => setTime(now()), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);

  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        <Typography.Text strong data-testid="mock-clock">
          {dayjs.unix(time).format('YYYY-MM-DD HH:mm:ss')}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">({describeOffset(offset)})</Typography.Text>
      </Typography.Text>
      <Flex wrap gap={4}>
        {STEPS.map((s) => (
          <Button key={s.label} size="small" onClick={() => moveClock(s.seconds)}>
            {s.label}
          </Button>
        ))}
        <Button size="small" onClick={resetClock} disabled={offset === 0}>
          Reset clock
        </Button>
      </Flex>
    </Flex>
  );
}
