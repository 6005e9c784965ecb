/**
 * Admin-written HTML (FAQ answers, how-to descriptions) as the info pages render it: the
 * product's citation markers `__text__` become superscript, as everywhere else in the product.
 * The result still goes through SafeHtml (DOMPurify) before it reaches the page.
 */
export function withSuperscripts(html: string): string {
  return html.replace(/__([^_<>]+?)__/g, '<sup>$1</sup>');
}
