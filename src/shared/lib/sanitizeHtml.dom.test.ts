import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

const parse = (html: string) => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
};

describe('sanitizeHtml', () => {
  it('keeps the rich text of a broadcast', () => {
    const html =
      '<p>Version <strong>2.3</strong> is here:</p><ul><li>Faster</li></ul><p>NO<sub>2</sub> <em>x</em></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = parse(
      sanitizeHtml(
        '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a>',
      ),
    );
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(out.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(out.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(out.textContent).toBe('Higo');
  });

  it('drops iframes, styles sheets, forms and SVG', () => {
    const out = parse(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input name="a"></form><svg><script>1</script></svg><p>ok</p>',
      ),
    );
    expect(out.querySelector('iframe, style, form, input, svg, script')).toBeNull();
    expect(out.innerHTML).toBe('<p>ok</p>');
  });

  it('opens links in a new tab without access to this window', () => {
    const a = parse(sanitizeHtml('<a href="https://example.com/shop">Shop</a>')).querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/shop');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('returns an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
