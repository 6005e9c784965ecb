/** Admin-written HTML on the info pages: `__text__` as superscript, sanitized, images full width. */
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { withSuperscripts } from '../utils/richText';

export function RichText({ html }: { html: string | null | undefined }) {
  return <SafeHtml className="rich-text" html={html ? withSuperscripts(html) : html} />;
}
