import { onDemand } from '@/shared/ui/onDemand';

// The filter and column dialogs open on a click: their code (antd's Modal and InputNumber, the
// filter inputs) loads with the first opening, or when the pointer or focus reaches the button.
export const FilterDialog = onDemand(() => import('./FilterModal').then((m) => m.FilterModal));
export const ColumnDialog = onDemand(() =>
  import('./ColumnManagerModal').then((m) => m.ColumnManagerModal),
);
