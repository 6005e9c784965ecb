import { sanitizeHtml } from '@/shared/lib/sanitizeHtml';

/** The plain text of server HTML (for a short teaser): blocks separated, list items by ' · '. */
export function htmlToText(html: string): string {
  const clean = sanitizeHtml(html)
    .replace(/<\/li>\s*(?=<li)/gi, '$& · ')
    .replace(/<\/(p|li|ul|ol|h[1-6]|div)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
