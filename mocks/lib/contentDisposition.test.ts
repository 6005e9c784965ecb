import { fileNameFromDisposition } from '@/api/baseApi';
import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('names a plain ASCII file with filename alone', () => {
    expect(contentDisposition('attachment', 'results.xlsx')).toBe(
      'attachment; filename="results.xlsx"',
    );
  });

  it.each([
    ['Plan €.pdf', 'Plan _.pdf', 'Plan%20%E2%82%AC.pdf'],
    ['測定.xlsx', '__.xlsx', '%E6%B8%AC%E5%AE%9A.xlsx'],
    ['line\u2028break "x".png', 'line_break _x_.png', 'line%E2%80%A8break%20%22x%22.png'],
    ["it's (1).pdf", "it's (1).pdf", ''],
  ])('gives %s an ASCII stand-in and the name as it is', (name, ascii, encoded) => {
    const header = contentDisposition('inline', name);
    expect(header.startsWith(`inline; filename="${ascii}"`)).toBe(true);
    if (encoded) expect(header).toBe(`inline; filename="${ascii}"; filename*=UTF-8''${encoded}`);
    // a header a Response takes (bytes only), and the name the app reads back
    expect(new Headers({ 'content-disposition': header }).get('content-disposition')).toBe(header);
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
