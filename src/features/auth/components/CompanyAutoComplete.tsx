/** The company field of the registration: free text with suggestions from the company search. */
import { AutoComplete } from 'antd';
import { maxLengths, useSearchCompaniesQuery } from '@/api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

export interface CompanyAutoCompleteProps {
  id?: string;
  value?: string;
  onChange?(value: string): void;
}

export function CompanyAutoComplete({ id, value, onChange }: CompanyAutoCompleteProps) {
  const term = useDebouncedValue((value ?? '').trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  const { data } = useSearchCompaniesQuery({ term }, { skip: term === '' });
  const options = term === '' ? [] : (data ?? []).map((name) => ({ value: name }));
  return (
    <AutoComplete
      id={id}
      value={value}
      // never longer than the server takes (typed or pasted)
      onChange={(next: string) => onChange?.(next.slice(0, maxLengths.RegistrationPayload.company))}
      options={options}
      // With no active option, antd points aria-activedescendant at an element that does not
      // exist ('…_list_-1'); the first suggestion is active instead (Enter takes it).
      defaultActiveFirstOption
      placeholder="Your company"
    />
  );
}
