/**
 * The visible characters of rich text (notification texts, FAQ answers, how-to descriptions),
 * the same for the screens and the mock server: what a reader sees of the HTML, that is its text
 * with the tags removed and the character references read (`&amp;` is one '&'). Limits such as
 * a notification's 300 characters count these characters, and a text "has text" when some of
 * them are not blank. Plain string work, so it runs the same in the browser and in Node.
 */

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text a reader sees in an HTML fragment: tags removed, character references read. */
export function visibleText(html: string): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n =
          code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    });
}

/** True when the HTML shows some non-blank text (a picture alone is no text). */
export function hasVisibleText(html: unknown): boolean {
  return typeof html === 'string' && visibleText(html).trim() !== '';
}

/** The counter under a limited field: '88 / 100 characters left' once 12 are typed. */
export const charactersLeft = (length: number, max: number) =>
  `${Math.max(0, max - length)} / ${max} characters left`;
