/**
 * The one way server HTML (broadcast content) reaches the page: DOMPurify with the HTML profile
 * (no SVG/MathML, no scripts, no event handlers, no javascript: URLs), form controls and <style>
 * dropped, and links opened in a new tab without access to this window.
 */
import DOMPurify from 'dompurify';

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, CONFIG);
}
