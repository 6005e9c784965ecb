import { lazyWithPreload } from '../lazyWithPreload';

// antd's DatePicker is large and only date filters use it: it loads when a filter dialog of a
// table with a date column opens (loadDatePicker), not with the table.
const picker = lazyWithPreload(() => import('./FilterDatePicker').then((m) => m.FilterDatePicker));

/** Starts loading the date filter's picker (once). */
export const loadDatePicker = picker.preload;

export const LazyFilterDatePicker = picker.Lazy;
