/**
 * The Content-Disposition header of a file answer, as RFC 6266 says to name a file: `filename`
 * for every client, in plain ASCII, and `filename*` (RFC 5987: UTF-8, percent-encoded) with the
 * name as it is. A header carries bytes, not text: a name with `€`, a CJK character or a line
 * separator (U+2028) written into `filename="..."` made the Headers of the answer throw, and
 * every download of such a file failed (500).
 */

/** The ASCII stand-in of a name: what is not printable ASCII, a quote or a backslash is `_`. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/gu, '_');
}

/** RFC 5987's value characters: what is not an attr-char is percent-encoded (UTF-8). */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%E2%82%AC.pdf` */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = asciiName(fileName);
  const plain = `${kind}; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${extValue(fileName)}`;
}
