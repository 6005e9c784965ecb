import { Select } from 'antd';
import type { AnalysisParameter } from '@/api';

export interface ParameterSelectProps {
  parameters: readonly AnalysisParameter[];
  value: number | undefined;
  onChange: (parameterId: number) => void;
  /** Parameters that may not be picked (non-admins: those not flagged tested). */
  isDisabled: (parameterId: number) => boolean;
}

/** The parameters present in the analysis, with their result counts. */
export function ParameterSelect({ parameters, value, onChange, isDisabled }: ParameterSelectProps) {
  return (
    <Select<number>
      aria-label="Parameter"
      style={{ minWidth: 220 }}
      value={value}
      placeholder="Parameter"
      onChange={onChange}
      options={parameters.map((p) => ({
        value: p.parameterId,
        label: `${p.name} (${p.count})`,
        disabled: isDisabled(p.parameterId),
      }))}
      notFoundContent="No Data"
    />
  );
}
