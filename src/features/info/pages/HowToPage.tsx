/**
 * The how-to items administrators manage (only visible ones): title, image and HTML description
 * (sanitized, images full width, `__text__` as superscript).
 */
import { Card, Flex } from 'antd';
import { useListHowTosQuery } from '@/api';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { RichText } from '../components/RichText';

export function HowToPage() {
  const { data, isLoading, error, refetch } = useListHowTosQuery();
  const items = data ?? [];
  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageTitle style={{ marginBottom: 16 }}>How-to</PageTitle>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={items.length === 0}
        emptyText="There are no how-to guides yet."
        minHeight={240}
      >
        <Flex vertical gap={16}>
          {items.map((item) => (
            <Card
              key={item.id}
              title={<h2 style={{ margin: 0, fontSize: 18 }}>{item.title}</h2>}
              className="rich-text"
            >
              {item.image && <img src={item.image} alt="" />}
              <RichText html={item.description} />
            </Card>
          ))}
        </Flex>
      </QueryState>
    </div>
  );
}
