import { splitCitation } from '@/shared/lib/format';

/**
 * Renders a citation formula: `__x__` as superscript, `,,x,,` as subscript ('NO,,3,,' -> NO₃).
 * One inline box around the parts: placed in a flex container (a Descriptions item, a Flex), loose
 * parts would each become a flex item, where sub and sup lose their raise and drop.
 */
export function CitationText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <span>
      {splitCitation(text).map((part, i) =>
        part.script === 'sup' ? (
          <sup key={i}>{part.text}</sup>
        ) : part.script === 'sub' ? (
          <sub key={i}>{part.text}</sub>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
