import { charactersLeft, hasVisibleText, visibleText } from './richText';

describe('visible characters of rich text', () => {
  it('counts down what is left of the limit', () => {
    expect(charactersLeft(0, 100)).toBe('100 / 100 characters left');
    expect(charactersLeft(12, 100)).toBe('88 / 100 characters left');
    expect(charactersLeft(300, 300)).toBe('0 / 300 characters left');
    expect(charactersLeft(301, 300)).toBe('0 / 300 characters left');
  });

  it('counts visible characters: text without markup, entities read', () => {
    expect(visibleText('<p>a <strong>b</strong></p><ul><li>c</li></ul>')).toBe('a bc');
    expect(visibleText('<p>&lt;3 &amp; more</p>')).toBe('<3 & more');
    expect(visibleText('<p>A&nbsp;&amp;<b>B</b> &#60;3 &#x41;</p>')).toBe('A\u00a0&B <3 A');
    expect(visibleText('')).toBe('');
  });

  it('tells whether the HTML shows some text', () => {
    expect(hasVisibleText('<p> </p><p></p>')).toBe(false);
    expect(hasVisibleText('<p><img src="x.png"></p>')).toBe(false);
    expect(hasVisibleText('<p>x</p>')).toBe(true);
    expect(hasVisibleText(undefined)).toBe(false);
  });
});
