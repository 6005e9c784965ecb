import { withSuperscripts } from './richText';

describe('withSuperscripts', () => {
  it('turns __text__ into superscript and leaves the rest', () => {
    expect(withSuperscripts('<p>NO__3__ and NH__4__ in mg/l</p>')).toBe(
      '<p>NO<sup>3</sup> and NH<sup>4</sup> in mg/l</p>',
    );
    expect(withSuperscripts('<p>a_b __ c</p>')).toBe('<p>a_b __ c</p>');
  });
});
