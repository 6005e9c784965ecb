import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitizeHtml';

export interface SafeHtmlProps {
  /** HTML from the server; sanitized before it reaches the DOM. */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Server HTML rendered only after DOMPurify (see sanitizeHtml). */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
