import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { DATE_TIME_FORMAT } from './cellValue';

interface Props {
  /** epoch seconds */
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  style: CSSProperties;
}

/** The value of a date filter: a date and a time (12-hour clock), in epoch seconds. */
export function FilterDatePicker({ value, onChange, label, style }: Props) {
  return (
    <DatePicker
      aria-label={label}
      style={style}
      showTime={{ use12Hours: true, format: 'hh:mm a' }}
      format={DATE_TIME_FORMAT}
      value={value === null ? null : dayjs.unix(value)}
      onChange={(d) => onChange(d ? d.unix() : null)}
    />
  );
}
