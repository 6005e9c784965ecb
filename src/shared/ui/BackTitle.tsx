import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

export interface BackTitleProps {
  /** the page's heading (its h1); a long one is cut to one line */
  title: ReactNode;
  /** the back arrow's action; no arrow without it (share views, a user's own profile) */
  onBack?: () => void;
  /** the arrow's name for screen readers (default 'Back') */
  backLabel?: string;
  /** a line under the heading (an analysis's date and result count) */
  subtitle?: ReactNode;
  /** what follows the heading on its line (the record's actions) */
  children?: ReactNode;
  /** the actions move under the heading on a narrow screen */
  wrap?: boolean;
}

/** A page heading with the back arrow before it: every detail page and form page starts so. */
export function BackTitle({
  title,
  onBack,
  backLabel = 'Back',
  subtitle,
  children,
  wrap = false,
}: BackTitleProps) {
  const heading = <PageTitle ellipsis>{title}</PageTitle>;
  return (
    <Flex align="center" gap={8} wrap={wrap}>
      {onBack && (
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={backLabel} onClick={onBack} />
      )}
      {subtitle ? (
        <Flex vertical style={{ minWidth: 0 }}>
          {heading}
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </Flex>
      ) : (
        heading
      )}
      {children}
    </Flex>
  );
}
