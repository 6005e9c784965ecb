import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { describeApiError } from '@/api/errors';
import { DelayedSpinner } from './DelayedSpinner';
import { useShownInPlace } from './shownInPlace';

export const ERROR_TEXT = 'An error occurred.';

export interface QueryStateProps {
  isLoading: boolean;
  /**
   * Any truthy value shows the error state. A failed call's `error` (RTK Query's) is also said
   * in the catalogue's words below it, and the central handler then gives it no notice besides.
   */
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
 * data is there. The loader appears after the 350 ms debounce. The error state is an alert (read
 * out when it appears) and names the failure as the central handler would have ('Internal Server
 * Error', 'Network Error. Please check your internet connection.', a refusal's first violation).
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
  const failure = isLoading ? undefined : error;
  useShownInPlace(failure);
  if (isLoading) return <DelayedSpinner minHeight={minHeight} />;
  if (failure) {
    return (
      <Result
        role="alert"
        status="error"
        title={ERROR_TEXT}
        subTitle={failedCall(failure) ? describeApiError(failure).message : undefined}
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

/** A failed call's error (RTK Query's carry a status: HTTP, or how it failed), not a flag. */
const failedCall = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error;
