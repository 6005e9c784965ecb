/**
 * Formatting shared by every screen (spec: timestamps are epoch seconds; dates MM/DD/YYYY and
 * MM/DD/YYYY hh:mm a; device dates MMMM DD, YYYY hh:mm a; reading codes 501 '<', 502 '>',
 * 403 '!'). How coordinates, reading codes and citations read in the exports too is
 * src/domain/resultFormat.ts.
 */
import dayjs from 'dayjs';
import { CITATION_MARKS, readingCode, readingPrefix } from '@/domain/resultFormat';

export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm a';
export const DEVICE_DATE_FORMAT = 'MMMM DD, YYYY hh:mm a';

const fromSeconds = (seconds: number) => dayjs.unix(seconds);

/**
 * A count with thousands separators (12,345); '-' while it is not known. Whole numbers are
 * grouped here rather than by `toLocaleString`: the first number a page formats through the
 * browser's Intl loads its locale data, a blocking tenth of a second on a phone for a page
 * showing a few counts. Anything else (a fraction, a huge or non-finite number) goes to Intl.
 */
export function formatCount(value: number | null | undefined): string {
  if (value == null) return '-';
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * Facts on one line with dots between them ('Range 0-14 pH · 318 tests'), the empty ones left
 * out. Where the line wraps, a dot stays at the end of the line before (a no-break space ties it
 * to the fact it follows): no line starts with a dot.
 */
export function factLine(...facts: (string | false | null | undefined)[]): string {
  return facts.filter(Boolean).join('\u00a0· ');
}

/** MM/DD/YYYY; '-' when missing. */
export function formatDate(seconds: number | null | undefined): string {
  return seconds == null ? '-' : fromSeconds(seconds).format(DATE_FORMAT);
}

/** MM/DD/YYYY hh:mm a; '-' when missing. */
export function formatDateTime(seconds: number | null | undefined): string {
  return seconds == null ? '-' : fromSeconds(seconds).format(DATE_TIME_FORMAT);
}

/** MMMM DD, YYYY hh:mm a (logged-in devices). */
export function formatDeviceDate(seconds: number | null | undefined): string {
  return seconds == null ? '-' : fromSeconds(seconds).format(DEVICE_DATE_FORMAT);
}

/** The message part of 'code - message', or null. */
export function readingMessage(invalidSampleMessageCode: string | null | undefined): string | null {
  const match = /^\s*\d{3}\s*-\s*(.+)$/.exec(invalidSampleMessageCode ?? '');
  return match ? match[1].trim() : null;
}

/** The value with its reading-code prefix: 401/402 plain, 501 '<', 502 '>', 403 '!'. */
export function formatMeasurementValue(
  value: number | null | undefined,
  invalidSampleMessageCode?: string | null,
): string {
  if (value == null) return '-';
  return `${readingPrefix(invalidSampleMessageCode)}${value}`;
}

/** True when the invalid-sample message is shown in an error box (out of bounds or NO2). */
export function isReadingError(invalidSampleMessageCode: string | null | undefined): boolean {
  const code = readingCode(invalidSampleMessageCode);
  return code === 501 || code === 502 || code === 403;
}

/**
 * The `__superscript__` syntax in admin-written HTML (FAQ answers, how-to descriptions) as
 * <sup> elements; the result still goes through the sanitizer before it reaches the page.
 */
export function superscriptHtml(html: string): string {
  return html.replace(/__([^_<>]+?)__/g, '<sup>$1</sup>');
}

/**
 * A citation formula (a parameter's chemical notation) is plain text with two inline marks:
 * `__x__` is superscript (the product's syntax everywhere) and `,,x,,` is subscript (the wiki
 * convention; the admin citation editor writes it). 'NO,,3,,__-__' reads NO₃⁻.
 */
export type CitationScript = 'sup' | 'sub' | null;
export interface CitationPart {
  text: string;
  script: CitationScript;
}

/** Splits a citation formula into plain, superscript and subscript parts. */
export function splitCitation(text: string): CitationPart[] {
  const parts: CitationPart[] = [];
  let at = 0;
  for (const m of text.matchAll(CITATION_MARKS)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), script: null });
    parts.push({ text: m[2]!, script: m[1] === '__' ? 'sup' : 'sub' });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), script: null });
  return parts;
}
