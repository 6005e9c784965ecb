import { sanitizeHtml } from '@/shared/lib/sanitizeHtml';

const BLOCK = /^(P|DIV|UL|OL|LI|H[1-6]|BLOCKQUOTE|TABLE|TR)$/;
const ENDS_SENTENCE = /[.!?:;,]$/;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text pieces of a node: one per block, list items joined by ' · '. */
function blocksOf(node: Node, out: string[]) {
  let inline = '';
  const flush = () => {
    if (squeeze(inline)) out.push(squeeze(inline));
    inline = '';
  };
  for (const child of Array.from(node.childNodes)) {
    const el = child.nodeType === Node.ELEMENT_NODE ? (child as Element) : null;
    if (el?.tagName === 'BR') {
      flush();
    } else if (el && (el.tagName === 'UL' || el.tagName === 'OL')) {
      flush();
      const items = Array.from(el.children)
        .map((li) => squeeze(li.textContent ?? ''))
        .filter(Boolean);
      if (items.length) out.push(items.join(' · '));
    } else if (el && BLOCK.test(el.tagName)) {
      flush();
      blocksOf(el, out);
    } else {
      inline += child.textContent ?? '';
    }
  }
  flush();
}

/**
 * The plain text of server HTML for a short teaser. Blocks stay apart as sentences: a block that
 * does not end in punctuation gets a full stop, so a list followed by a paragraph never runs
 * into it ('… Early Bird and Traveler. Check your dashboard!'). List items are joined by ' · '.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  const parts: string[] = [];
  blocksOf(doc.body, parts);
  return parts
    .map((p, i) => (i < parts.length - 1 && !ENDS_SENTENCE.test(p) ? `${p}.` : p))
    .join(' ');
}
