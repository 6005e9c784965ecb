/** Admin-written HTML on the info pages: `__text__` as superscript, sanitized, images full width. */
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { superscriptHtml } from '@/shared/lib/format';

export function RichText({ html }: { html: string | null | undefined }) {
  return <SafeHtml className="rich-text" html={html ? superscriptHtml(html) : html} />;
}
