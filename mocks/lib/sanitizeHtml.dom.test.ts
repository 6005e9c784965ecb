import { sanitizeRichText } from './sanitizeHtml';

/** Known XSS shapes: typed, pasted or sent by hand. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<script>alert(1)',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></math>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<!--><img src=x onerror=alert(1)>-->',
  '<div><form action="https://evil.example"><input name=x></form></div>',
];

function dangerous(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const el of doc.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'svg', 'math', 'style', 'form', 'input', 'details'].includes(tag))
      found.push(tag);
    for (const a of el.attributes) {
      if (a.name.startsWith('on') || a.name === 'style') found.push(`${tag}[${a.name}]`);
      if (
        (a.name === 'href' || a.name === 'src') &&
        !/^(https?:|mailto:|data:image\/(png|jpe?g|gif);)/i.test(a.value)
      )
        found.push(`${tag}[${a.name}=${a.value}]`);
    }
  }
  return found;
}

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(dangerous(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|<iframe|<svg|\son\w+\s*=|javascript:/i);
  });

  it('the check itself finds the payloads that run as they are', () => {
    for (const payload of PAYLOADS.slice(0, 12)) expect(dangerous(payload)).not.toEqual([]);
  });

  it('keeps what the editors produce', () => {
    const html =
      '<h2>News</h2><p>Version <strong>2.3</strong> is <em>here</em>: ' +
      '<a href="https://www.example.com/news" title="More">more</a></p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol><p>NO<sub>3</sub> x<sup>2</sup><br></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="A picture"></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br></p>', '<br></p>'));
  });

  it('drops pictures without a usable source and gives the others an alt text', () => {
    expect(sanitizeRichText('<p>a<img src="javascript:x">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src="https://x.example/a.png">')).toBe(
      '<img src="https://x.example/a.png" alt="">',
    );
  });

  it('keeps text of unknown tags and escapes stray brackets', () => {
    expect(sanitizeRichText('<blink>a</blink> 1 < 2 > 0')).toBe('a 1 &lt; 2 &gt; 0');
    expect(sanitizeRichText('<p class="x" style="color:red">t</p>')).toBe('<p>t</p>');
  });
});
