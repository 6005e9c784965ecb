/** A result without coordinates: its location, in the table and on the detail page. */
export const NOT_RECORDED = 'Not recorded';

/** '-' for a missing or blank text value. */
export const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

/** A name usable as a file name (characters that file systems refuse become '_'). */
export function safeFileName(name: string, fallback = 'result'): string {
  // eslint-disable-next-line no-control-regex -- control characters are refused by file systems
  const cleaned = name.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').trim();
  return cleaned || fallback;
}
