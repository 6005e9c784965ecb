/**
 * Reads a Sentry envelope, the body the SDK posts to `/api/<project>/envelope/`: a JSON header
 * line, then items, each a JSON item header line and its payload (of the header's `length` in
 * bytes when given, else up to the next newline). Used by the unit tests of what leaves the
 * browser and by the production suite's collector.
 */

export interface EnvelopeItem {
  type: string;
  /** the payload as JSON (an event, a session ...), or its text when it is not JSON */
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export function parseEnvelope(body: string | Uint8Array): Envelope {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const text = new TextDecoder();
  let at = 0;
  const line = () => {
    let end = bytes.indexOf(10, at);
    if (end < 0) end = bytes.length;
    const out = text.decode(bytes.subarray(at, end));
    at = end + 1;
    return out;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < bytes.length) {
    const raw = line();
    if (raw.trim() === '') continue;
    const itemHeader = JSON.parse(raw) as { type: string; length?: number };
    let payloadText: string;
    if (typeof itemHeader.length === 'number') {
      payloadText = text.decode(bytes.subarray(at, at + itemHeader.length));
      at += itemHeader.length + 1;
    } else payloadText = line();
    let payload: unknown = payloadText;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      // not JSON (an attachment): kept as text
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items };
}

/** The error events of an envelope. */
export const eventsOf = (envelope: Envelope) =>
  envelope.items.filter((i) => i.type === 'event').map((i) => i.payload as SentryEvent);

export interface SentryEvent {
  event_id: string;
  environment?: string;
  release?: string;
  level?: string;
  message?: string | { message?: string; formatted?: string };
  tags?: Record<string, string>;
  fingerprint?: string[];
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string } }[] };
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown };
  user?: unknown;
  /** infer_ip 'never': Sentry's server adds no visitor IP from the request either */
  sdk?: { settings?: { infer_ip?: string } };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
}
