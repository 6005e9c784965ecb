import { citationToDoc, docToCitation, hasCitationText } from './citation';

const text = (t: string, mark?: string) =>
  mark ? { type: 'text', text: t, marks: [{ type: mark }] } : { type: 'text', text: t };
const doc = (...content: object[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

describe('citation formula <-> editor document', () => {
  it('turns superscript and subscript marks into the stored syntax', () => {
    expect(docToCitation(doc(text('NO'), text('3', 'subscript'), text('-', 'superscript')))).toBe(
      'NO,,3,,__-__',
    );
  });

  it('reads the stored syntax into marked text and back unchanged', () => {
    for (const formula of ['NO__3__', 'NH,,4,,__+__', 'pH', '°dH', '']) {
      expect(docToCitation(citationToDoc(formula))).toBe(formula);
    }
    expect(citationToDoc('PO,,4,,')).toEqual(doc(text('PO'), text('4', 'subscript')));
  });

  it('joins neighbouring parts with the same mark', () => {
    expect(docToCitation(doc(text('a', 'subscript'), text('b', 'subscript')))).toBe(',,ab,,');
  });

  it('keeps typed marker characters from reading back as marks', () => {
    expect(docToCitation(doc(text('a__b,,c')))).toBe('a_b,c');
  });

  it('an empty document or one with only blanks has no text', () => {
    expect(docToCitation({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
    expect(hasCitationText('')).toBe(false);
    expect(hasCitationText('__ __')).toBe(false);
    expect(hasCitationText('NO,,3,,')).toBe(true);
  });
});
