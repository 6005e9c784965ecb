import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { operatorsFor } from '@/domain/tableRules';
import {
  OPERATOR_LABELS,
  clampFutureDate,
  type FilterOperator,
  type FilterValue,
} from '@/shared/lib/tableQuery';
import { serverNow } from '@/api/serverTime';
import { notify } from '@/shared/ui/notify';
import type { FilterDraft } from './filterDrafts';
import { FilterValueInput, type FilterField } from './FilterValueInput';

/** Shown when a future date was reset to now for 'greater than' (/equals). */
export const FUTURE_DATE_NOTICE =
  'A future date cannot be used with this filter. The date was reset to now.';

interface Props {
  draft: FilterDraft;
  fields: readonly FilterField[];
  index: number;
  onChange: (draft: FilterDraft) => void;
  onRemove: () => void;
}

/** One filter: field, operator (the spec's operators of the field type) and value. */
export function FilterRow({ draft, fields, index, onChange, onRemove }: Props) {
  const field = fields.find((f) => f.key === draft.field);
  const operators = field ? operatorsFor(field.type) : [];
  const n = index + 1;

  const update = (operator: FilterOperator | undefined, value: FilterValue | null | undefined) => {
    if (field?.type === 'date' && operator && value !== null && value !== undefined) {
      const clamped = clampFutureDate(operator, value, Math.floor(serverNow() / 1000));
      if (clamped.clamped) notify.info(FUTURE_DATE_NOTICE);
      value = clamped.value;
    }
    onChange({ ...draft, operator, value });
  };

  const selectField = (key: string) => {
    const next = fields.find((f) => f.key === key);
    onChange({
      id: draft.id,
      field: key,
      operator: next ? operatorsFor(next.type)[0] : undefined,
      value: null,
    });
  };

  return (
    <Flex gap={8} align="center" role="group" aria-label={`Filter ${n}`}>
      <Select
        aria-label={`Filter ${n} field`}
        style={{ width: 200 }}
        virtual={false}
        placeholder="Column"
        value={draft.field}
        options={fields.map((f) => ({
          label: f.key === draft.field && draft.label ? draft.label : f.title,
          value: f.key,
        }))}
        onChange={selectField}
      />
      <Select
        aria-label={`Filter ${n} operator`}
        style={{ width: 180 }}
        virtual={false}
        placeholder="Operator"
        disabled={!field}
        value={draft.operator}
        options={operators.map((op) => ({ label: OPERATOR_LABELS[op], value: op }))}
        onChange={(op: FilterOperator) => update(op, draft.value)}
      />
      <div style={{ flex: 1, minWidth: 180 }}>
        <FilterValueInput
          label={`Filter ${n} value`}
          field={field}
          value={draft.value}
          onChange={(v) => update(draft.operator, v)}
        />
      </div>
      <Button aria-label={`Remove filter ${n}`} icon={<DeleteOutlined />} onClick={onRemove} />
    </Flex>
  );
}
