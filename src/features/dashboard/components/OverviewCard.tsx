/** Overview: total tests, parameters tested and analyses created, each with 'View more' to its list. */
import {
  ArrowRightOutlined,
  ExperimentOutlined,
  FundOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetOverviewQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';

interface Item {
  title: string;
  value: number;
  to: string;
  icon: ReactNode;
}

const iconStyle = { fontSize: 20, color: '#149b5f' };

export function OverviewCard() {
  const { data, isLoading, error, refetch } = useGetOverviewQuery();
  const items: Item[] = data
    ? [
        {
          title: 'Total tests performed',
          value: data.count_of_measurements,
          to: paths.results,
          icon: <ExperimentOutlined style={iconStyle} />,
        },
        {
          title: 'No. of parameters tested',
          value: data.parameters_tested,
          to: paths.results,
          icon: <UnorderedListOutlined style={iconStyle} />,
        },
        {
          title: 'Total analyses created',
          value: data.analysis_count,
          to: paths.analyses,
          icon: <FundOutlined style={iconStyle} />,
        },
      ]
    : [];
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={refetch} minHeight={120}>
      <Flex vertical gap={8}>
        {items.map((item) => (
          <Flex
            key={item.title}
            role="group"
            aria-label={item.title}
            align="center"
            gap={16}
            style={{ padding: '8px 16px', borderRadius: 8, background: '#f6f8f7' }}
          >
            {item.icon}
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { fontSize: 22 } }}
              style={{ flex: 1 }}
            />
            <Link to={item.to} aria-label={`View more: ${item.title}`}>
              View more <ArrowRightOutlined />
            </Link>
          </Flex>
        ))}
      </Flex>
    </QueryState>
  );
}
