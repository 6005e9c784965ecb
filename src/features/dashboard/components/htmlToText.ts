/**
 * Elements whose content is no text of the broadcast, as the full view (SafeHtml, DOMPurify)
 * drops them with their content: code, styles, templates, frames, media, SVG and MathML. Only
 * text is read from the parsed document, which is inert (a DOMParser document runs no script
 * and loads nothing), so the teaser needs no sanitizer; the full view sanitizes the HTML it
 * renders.
 */
const NOT_TEXT =
  /^(script|style|template|noscript|noembed|noframes|iframe|object|embed|audio|video|svg|math|title|xmp|plaintext)$/i;
const BLOCK = /^(P|DIV|UL|OL|LI|H[1-6]|BLOCKQUOTE|TABLE|TR)$/;
const ENDS_SENTENCE = /[.!?:;,]$/;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a node, without what NOT_TEXT names. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE || NOT_TEXT.test((node as Element).tagName)) return '';
  return Array.from(node.childNodes, textOf).join('');
}

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
        .map((li) => squeeze(textOf(li)))
        .filter(Boolean);
      if (items.length) out.push(items.join(' · '));
    } else if (el && BLOCK.test(el.tagName)) {
      flush();
      blocksOf(el, out);
    } else {
      inline += textOf(child);
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
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  blocksOf(doc.body, parts);
  return parts
    .map((p, i) => (i < parts.length - 1 && !ENDS_SENTENCE.test(p) ? `${p}.` : p))
    .join(' ');
}
