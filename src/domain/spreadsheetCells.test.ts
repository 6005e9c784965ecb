import { csvField, csvText, safeCell, safeText } from './spreadsheetCells';

describe('a text that a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('%j gets a leading apostrophe', (text, safe) => expect(safeText(text)).toBe(safe));

  it.each(['Garden well', 'a=b', '1-2', " '=x", '', 'NO3-', '<0.5', '!50', "'quoted"])(
    '%j stays as it is',
    (text) => expect(safeText(text)).toBe(text),
  );

  it('leaves numbers and empty cells as they are', () => {
    expect(safeCell(-2.5)).toBe(-2.5);
    expect(safeCell(0)).toBe(0);
    expect(safeCell(null)).toBeNull();
    expect(safeCell('-2.5')).toBe("'-2.5");
  });
});

describe('CSV', () => {
  it('quotes a field holding a quote, a comma or a line break, after making it safe', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('Garden, well')).toBe('"Garden, well"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes rows with CRLF line ends', () => {
    expect(
      csvText([
        ['Name', 'Value'],
        ['+1+1', -1],
      ]),
    ).toBe("Name,Value\r\n'+1+1,-1\r\n");
  });
});
