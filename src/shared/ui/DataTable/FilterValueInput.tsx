import { Input, InputNumber, Select } from 'antd';
import { Suspense } from 'react';
import type { ColumnMeta, FilterValue } from '@/shared/lib/tableQuery';
import { LazyFilterDatePicker } from './lazyDatePicker';
import type { EnumOption } from './types';

export type FilterField = ColumnMeta & { enumOptions?: EnumOption[] };

interface Props {
  field?: FilterField;
  value: FilterValue | null | undefined;
  onChange: (value: FilterValue | null) => void;
  label: string;
}

/** The value control of a filter row, by the column type (dates are epoch seconds). */
export function FilterValueInput({ field, value, onChange, label }: Props) {
  const style = { width: '100%' };
  if (!field) return <Input aria-label={label} disabled style={style} />;
  if (field.type === 'number') {
    return (
      <InputNumber
        aria-label={label}
        style={style}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      />
    );
  }
  if (field.type === 'date') {
    // while the picker loads, an empty field of the same size that takes no input
    return (
      <Suspense fallback={<Input aria-label={label} disabled style={style} />}>
        <LazyFilterDatePicker
          label={label}
          style={style}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      </Suspense>
    );
  }
  if ((field.type === 'enum' || field.type === 'enumLike') && field.enumOptions) {
    return (
      <Select
        aria-label={label}
        style={style}
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        options={field.enumOptions}
        value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
        onChange={(v: string | number) => onChange(v)}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      style={style}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
