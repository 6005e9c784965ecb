import { superscriptHtml } from './format';

describe('superscriptHtml', () => {
  it('turns __text__ into superscript and leaves the rest', () => {
    expect(superscriptHtml('<p>NO__3__ and NH__4__ in mg/l</p>')).toBe(
      '<p>NO<sup>3</sup> and NH<sup>4</sup> in mg/l</p>',
    );
    expect(superscriptHtml('<p>a_b __ c</p>')).toBe('<p>a_b __ c</p>');
  });
});
