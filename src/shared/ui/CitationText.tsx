import { splitCitation } from '@/shared/lib/format';

/** Renders a citation formula: `__x__` as superscript, `,,x,,` as subscript ('NO,,3,,' -> NO₃). */
export function CitationText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      {splitCitation(text).map((part, i) =>
        part.script === 'sup' ? (
          <sup key={i}>{part.text}</sup>
        ) : part.script === 'sub' ? (
          <sub key={i}>{part.text}</sub>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
