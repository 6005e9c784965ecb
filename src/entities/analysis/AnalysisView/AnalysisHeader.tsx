import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Analysis } from '@/api';
import { formatDateTime } from '@/shared/lib/format';
import { PageTitle } from '@/shared/ui/PageTitle';
import { resultCountText } from './resultCount';

export interface AnalysisHeaderProps {
  analysis: Analysis;
  /** the back link; left out in share views */
  onBack?: () => void;
  /** the owner's actions beside the title (edit, delete); none in share views */
  actions?: ReactNode;
  /** below the date: who shared it (share views) */
  creator?: string;
}

/** Back link, the analysis's name, its date and result count, and the owner's actions. */
export function AnalysisHeader({ analysis, onBack, actions, creator }: AnalysisHeaderProps) {
  return (
    <Flex align="center" gap={8} wrap>
      {onBack && (
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
      )}
      <Flex vertical style={{ minWidth: 0 }}>
        <PageTitle ellipsis>{analysis.name}</PageTitle>
        <Typography.Text type="secondary">
          Created {formatDateTime(analysis.creationDate)} · {resultCountText(analysis)}
          {creator ? ` · Creator: ${creator}` : ''}
        </Typography.Text>
      </Flex>
      {actions}
    </Flex>
  );
}
