/**
 * Overview: total tests, parameters tested and analyses created, each with 'View more' to its list.
 * Total tests counts measurements; the results list it links to also holds the discarded results
 * (the phone app's rejected readings), so when there are any the tile says how many it leaves out.
 */
import {
  ArrowRightOutlined,
  ExperimentOutlined,
  FundOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Flex, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetOverviewQuery } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';

interface Item {
  title: string;
  value: number;
  to: string;
  icon: ReactNode;
  /** Why the number differs from the list it links to. */
  note?: string;
}

const iconStyle = { fontSize: 20, color: '#149b5f' };

/**
 * The height of the three rows (the first with its note on discarded results) and their gaps:
 * the loading area holds it, so the cards below stay in place when the figures arrive.
 */
const ROWS_HEIGHT = 290;

export function OverviewCard() {
  const { data, isLoading, error, refetch } = useDeferredQuery(useGetOverviewQuery());
  const { user } = useSession();
  const discarded = data && user ? user.listAllMeasurementCount - data.count_of_measurements : 0;
  const items: Item[] = data
    ? [
        {
          title: 'Total tests performed',
          value: data.count_of_measurements,
          to: paths.results,
          icon: <ExperimentOutlined style={iconStyle} />,
          note:
            discarded > 0
              ? `${discarded} discarded ${discarded === 1 ? 'result' : 'results'} in the list not counted`
              : undefined,
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
    <QueryState isLoading={isLoading} error={error} onRetry={refetch} minHeight={ROWS_HEIGHT}>
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
            <Flex vertical style={{ flex: 1 }}>
              <Statistic
                title={item.title}
                value={item.value}
                styles={{ content: { fontSize: 22 } }}
              />
              {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
            </Flex>
            <Link to={item.to} aria-label={`View more: ${item.title}`}>
              View more <ArrowRightOutlined />
            </Link>
          </Flex>
        ))}
      </Flex>
    </QueryState>
  );
}
