import { splitSuperscript } from '@/shared/lib/format';

/** Renders the spec's `__superscript__` syntax (e.g. 'NO__3__' -> NO³). */
export function CitationText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      {splitSuperscript(text).map((part, i) =>
        part.sup ? <sup key={i}>{part.text}</sup> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
