import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden as hidden } from './visuallyHidden';

export interface PageTitleProps {
  children: ReactNode;
  /** A long title is cut to one line with an ellipsis; the whole title shows as a tooltip. */
  ellipsis?: boolean;
  /** Only for assistive technology, when the page's purpose is clear to the eye without it. */
  visuallyHidden?: boolean;
  style?: CSSProperties;
}

/**
 * The one h1 of every page (screen readers and search list pages by it), sized like antd's
 * level-3 title, which suits the dashboard's dense layout.
 */
export function PageTitle({ children, ellipsis, visuallyHidden, style }: PageTitleProps) {
  const text = typeof children === 'string' ? children : undefined;
  return (
    <Typography.Title
      level={1}
      ellipsis={ellipsis ? { tooltip: text } : undefined}
      style={{
        margin: 0,
        minWidth: 0,
        fontSize: 24,
        lineHeight: 1.35,
        ...(visuallyHidden ? hidden : null),
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}
