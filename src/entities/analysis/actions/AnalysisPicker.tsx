import { Input, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { maxLengths, useListAnalysesQuery, type Analysis } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';
import { ANALYSIS_SEARCH_PAGE_SIZE, pickerOptionLabel } from './analysisRules';

export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  /**
   * Whose analyses to offer, by user id, the caller first. Left out for a user, whom the server
   * answers with the user's own analyses only. An admin sees every analysis, so the admin's
   * picker names the owners it may fill (see `fillableOwners`).
   */
  owners?: readonly number[];
}

const byOwner = (owner: number | undefined) =>
  owner === undefined
    ? {}
    : { filter: JSON.stringify([{ field: 'user.id', operator: 'eq', value: owner }]) };

/**
 * Searches analyses (the first 5 matches of each owner, newest first) and picks one. Where it
 * lists analyses of several owners, each option says whose it is.
 */
export function AnalysisPicker({ value, onChange, owners }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const page = {
    page: 1,
    itemsPerPage: ANALYSIS_SEARCH_PAGE_SIZE,
    pagination: true,
    ...(search && { search }),
  };
  const [first, second] = owners ?? [];
  const own = useListAnalysesQuery({ ...page, ...byOwner(first) });
  const other = useListAnalysesQuery(
    { ...page, ...byOwner(second) },
    { skip: second === undefined },
  );
  const queries = second === undefined ? [own] : [own, other];
  const analyses: Analysis[] = queries.flatMap((q) => q.data?.['hydra:member'] ?? []);
  const total = queries.reduce((n, q) => n + (q.data?.['hydra:totalItems'] ?? 0), 0);
  const namesOwner = queries.length > 1;

  return (
    <>
      <Input.Search
        aria-label="Search analyses"
        placeholder="Search analyses"
        allowClear
        maxLength={maxLengths.parameters.search}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => setSearch(v.trim())}
        style={{ marginBottom: 12 }}
      />
      <QueryState
        isLoading={queries.some((q) => q.isLoading)}
        error={queries.find((q) => q.isError)?.error}
        isEmpty={analyses.length === 0}
        onRetry={() => queries.forEach((q) => void q.refetch())}
        minHeight={120}
      >
        <Radio.Group
          aria-label="Analyses"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={value}
          onChange={(e) => onChange(e.target.value as number)}
          options={analyses.map((a) => ({
            value: a.id,
            label: pickerOptionLabel(a, namesOwner ? first : undefined),
          }))}
        />
        {total > analyses.length && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {`Showing ${analyses.length} of ${total} analyses. Refine the search to find others.`}
          </Typography.Paragraph>
        )}
      </QueryState>
    </>
  );
}
