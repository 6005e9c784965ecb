import { lazy } from 'react';

// antd's DatePicker is large and only date filters use it: it loads when a filter dialog of a
// table with a date column opens (loadDatePicker), not with the table.
let loading: Promise<typeof import('./FilterDatePicker')> | undefined;

/** Starts loading the date filter's picker (once). */
export const loadDatePicker = () => (loading ??= import('./FilterDatePicker'));

export const LazyFilterDatePicker = lazy(() =>
  loadDatePicker().then((m) => ({ default: m.FilterDatePicker })),
);
