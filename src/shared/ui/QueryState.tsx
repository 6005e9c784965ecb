import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { DelayedSpinner } from './DelayedSpinner';

export const ERROR_TEXT = 'An error occurred.';

export interface QueryStateProps {
  isLoading: boolean;
  /** Any truthy value (an RTK Query `error`) shows the error state. */
  error?: unknown;
  isEmpty?: boolean;
  /** Empty-state text (default 'No Data'). */
  emptyText?: ReactNode;
  /** Adds a Retry action to the error state, e.g. the query's `refetch`. */
  onRetry?: () => void;
  /** Minimum height of the loading area. */
  minHeight?: number | string;
  children?: ReactNode;
}

/**
 * The loading, error and empty states of one data view, in this order; the children only when
 * data is there. The loader appears after the 350 ms debounce.
 */
export function QueryState({
  isLoading,
  error,
  isEmpty = false,
  emptyText = 'No Data',
  onRetry,
  minHeight,
  children,
}: QueryStateProps) {
  if (isLoading) return <DelayedSpinner minHeight={minHeight} />;
  if (error) {
    return (
      <Result
        status="error"
        title={ERROR_TEXT}
        extra={
          onRetry && (
            <Button icon={<ReloadOutlined />} onClick={onRetry}>
              Retry
            </Button>
          )
        }
      />
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
