import type { Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import {
  canGoNext,
  rangeFor,
  selectionError,
  shift,
  type DateRange,
  type RangeMode,
  RANGE_NOTICE_KEY,
} from '@/shared/lib/dateRange';
import { serverNow } from '@/api';
import { notify } from '@/shared/ui/notify';

export interface DateRangeState {
  mode: RangeMode;
  range: DateRange;
  /** Whether the next-period arrow is enabled (evaluated on the server's clock). */
  nextEnabled: boolean;
  select(mode: RangeMode): void;
  previous(): void;
  next(): void;
  /** The period of the current mode containing `day`; a future one is refused with the message. */
  pick(day: Dayjs): void;
}

/** Try a range: future ranges are refused with the spec's message (other notices cleared). */
function allowed(range: DateRange): boolean {
  const error = selectionError(range, serverNow());
  if (!error) {
    notify.dismiss(RANGE_NOTICE_KEY); // the refusal no longer applies
    return true;
  }
  notify.destroyAll();
  notify.error(error, undefined, RANGE_NOTICE_KEY);
  return false;
}

/** The selected period of the analysis chart and map (default: all time). */
export function useDateRange(initialMode: RangeMode = 'all'): DateRangeState {
  const [state, setState] = useState(() => ({
    mode: initialMode,
    range: rangeFor(initialMode, serverNow()),
  }));
  const { mode, range } = state;

  const select = useCallback((next: RangeMode) => {
    setState({ mode: next, range: rangeFor(next, serverNow()) });
  }, []);
  const previous = useCallback(() => {
    setState((s) => ({ ...s, range: shift(s.range, s.mode, -1) }));
  }, []);
  const next = useCallback(() => {
    const candidate = shift(range, mode, 1);
    if (allowed(candidate)) setState({ mode, range: candidate });
  }, [mode, range]);
  const pick = useCallback(
    (day: Dayjs) => {
      const candidate = rangeFor(mode, day);
      if (allowed(candidate)) setState({ mode, range: candidate });
    },
    [mode],
  );

  const nextEnabled = canGoNext(range, mode, serverNow());
  return useMemo(
    () => ({ mode, range, nextEnabled, select, previous, next, pick }),
    [mode, range, nextEnabled, select, previous, next, pick],
  );
}
