/**
 * The citation formula between its stored text and the editor's document. Stored, it is plain
 * text in which `__x__` is superscript and `,,x,,` subscript (what every citation on the site
 * renders); in the editor it is one paragraph of text with the superscript and subscript marks
 * and nothing else.
 */
import type { JSONContent } from '@tiptap/core';
import { splitCitation } from '@/shared/lib/format';

const MARK_OF = { sup: 'superscript', sub: 'subscript' } as const;

/** The stored formula as the editor's document. */
export function citationToDoc(text: string): JSONContent {
  const content: JSONContent[] = splitCitation(text).map((part) =>
    part.script
      ? { type: 'text', text: part.text, marks: [{ type: MARK_OF[part.script] }] }
      : { type: 'text', text: part.text },
  );
  return { type: 'doc', content: [{ type: 'paragraph', content }] };
}

/**
 * The editor's document as the stored formula. Doubled marker characters inside the text are
 * reduced to one ('a__b' -> 'a_b'), so what was typed can never read back as a mark; text with
 * both marks counts as superscript (the editor lets only one apply at a time).
 */
export function docToCitation(doc: JSONContent): string {
  const texts: string[] = [];
  const walk = (node: JSONContent) => {
    if (node.type === 'text' && node.text) {
      const text = node.text.replace(/_{2,}/g, '_').replace(/,{2,}/g, ',');
      const marks = new Set((node.marks ?? []).map((m) => m.type));
      texts.push(
        marks.has('superscript') ? `__${text}__` : marks.has('subscript') ? `,,${text},,` : text,
      );
    }
    node.content?.forEach(walk);
  };
  walk(doc);
  // two neighbouring parts with the same mark become one ('__a____b__' -> '__ab__')
  return texts.join('').replace(/(__|,,)\1/g, '');
}

/** True when the formula shows some text (the 'Citation is required' rule). */
export const hasCitationText = (text: string | null | undefined) =>
  !!text && splitCitation(text).some((p) => p.text.trim() !== '');
