import { Input, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { maxLengths, useListAnalysesQuery } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';
import { ANALYSIS_SEARCH_PAGE_SIZE } from './analysisRules';

export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** Searches the user's analyses (the first 5 matches, newest first) and picks one. */
export function AnalysisPicker({ value, onChange }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useListAnalysesQuery({
    page: 1,
    itemsPerPage: ANALYSIS_SEARCH_PAGE_SIZE,
    pagination: true,
    ...(search && { search }),
  });
  const analyses = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;

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
        isLoading={query.isLoading}
        error={query.isError}
        isEmpty={analyses.length === 0}
        onRetry={() => void query.refetch()}
        minHeight={120}
      >
        <Radio.Group
          aria-label="Analyses"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={value}
          onChange={(e) => onChange(e.target.value as number)}
          options={analyses.map((a) => ({
            value: a.id,
            label: `${a.name} (${a.countOfResults} result(s))`,
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
