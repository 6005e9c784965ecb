/**
 * The FAQ administrators manage: the visible categories with their visible questions (the server
 * leaves hidden ones out; a category without a question is not shown to readers either), each
 * question a collapsible entry that expands in 200 ms (antd's
 * medium motion); answers are sanitized HTML with `__text__` as superscript. Used by the FAQ
 * page and by the webview help page (there under its own 'FAQ' heading, one level deeper).
 */
import { Card, Collapse, Typography } from 'antd';
import { useMemo } from 'react';
import { useListFaqsQuery } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';
import { RichText } from './RichText';

export function FaqList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data, isLoading, error, refetch } = useListFaqsQuery();
  const categories = useMemo(() => (data ?? []).filter((c) => c.faqItems.length > 0), [data]);
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={categories.length === 0}
      emptyText="There are no questions yet."
      minHeight={240}
    >
      {categories.map((category) => (
        <Card key={category.id} style={{ marginBottom: 16 }}>
          <Typography.Title level={headingLevel} style={{ fontSize: 18, marginTop: 0 }}>
            {category.name}
          </Typography.Title>
          <Collapse
            items={category.faqItems.map((item) => ({
              key: item.id,
              label: item.question,
              children: <RichText html={item.answer} />,
            }))}
          />
        </Card>
      ))}
    </QueryState>
  );
}
