/**
 * The server's sanitizing of rich text on the way in (broadcast texts; FAQ answers and how-to
 * descriptions): what the editors produce is kept, everything else is dropped. Allowed are the
 * text tags (paragraphs, line breaks, headings, bold, italic, underline, sub- and superscript,
 * lists, spans), links to http, https and mailto addresses, and images from http, https or
 * embedded PNG/JPEG/GIF data (or what the caller's `imageSource` rule keeps). Scripts, styles, frames and their content are removed; every other
 * tag is dropped with its text kept; every attribute but href, src, alt and title is removed
 * (no event handlers, no style). Pages sanitize again when they show it (DOMPurify); this keeps
 * the stored data clean for every other client, like a real server would.
 * Written without a DOM so it runs the same in the browser and in Node tests.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'blockquote',
]);
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
];
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const SAFE_SRC = /^(https?:\/\/|data:image\/(png|jpe?g|gif);base64,[a-z0-9+/=\s]+$)/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes the entities a browser would read in an attribute (to check the real URL). */
function decodeAttr(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"');
}

/** Which picture sources a text may keep: the kept (normalized) source, or null to drop it. */
export type ImageSourceRule = (src: string) => string | null;

/** Pictures from http, https or embedded PNG/JPEG/GIF data (broadcast texts). */
const anySafeSource: ImageSourceRule = (src) => (SAFE_SRC.test(src) ? src : null);

function attributes(tag: string, source: string, imageSource: ImageSourceRule): string {
  const out: string[] = [];
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = m[1]!.toLowerCase();
    const raw = m[3] ?? m[4] ?? m[5] ?? '';
    // control characters and blanks inside a scheme fool URL checks ('java\tscript:')
    const value = [...decodeAttr(raw)].filter((c) => c === ' ' || c.charCodeAt(0) > 0x20).join('');
    if (tag === 'a' && name === 'href' && SAFE_HREF.test(value.trim()))
      out.push(`href="${escapeAttr(value.trim())}"`);
    else if (tag === 'img' && name === 'src') {
      const kept = imageSource(value.trim());
      if (kept !== null) out.push(`src="${escapeAttr(kept)}"`);
    } else if ((name === 'alt' || name === 'title') && (tag === 'img' || tag === 'a'))
      out.push(`${name}="${escapeAttr(value)}"`);
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

/**
 * `imageSource` decides which pictures stay (default: http, https and embedded PNG/JPEG/GIF); a
 * picture whose source it refuses is dropped.
 */
export function sanitizeRichText(html: string, imageSource = anySafeSource): string {
  let rest = html.replace(/<!--[\s\S]*?(-->|$)/g, '');
  for (const tag of DROPPED_WITH_CONTENT) {
    rest = rest.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(<\\/${tag}\\s*>|$)`, 'gi'), '');
  }
  let out = '';
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (let m = tagRe.exec(rest); m; m = tagRe.exec(rest)) {
    out += escapeText(rest.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      out += tag === 'br' || tag === 'img' ? '' : `</${tag}>`;
      continue;
    }
    let attrs = attributes(tag, m[3] ?? '', imageSource);
    if (tag === 'img') {
      // a picture without a usable source is dropped; one without alt text gets an empty one
      if (!attrs.includes(' src="')) continue;
      if (!attrs.includes(' alt="')) attrs += ' alt=""';
    }
    out += `<${tag}${attrs}>`;
  }
  return out + escapeText(rest.slice(last));
}
