/**
 * The worker that writes the mock's xlsx files in the browser (xlsxInWorker.ts starts it), so
 * that the page stays responsive while a large export is written. One message per file:
 * `{ id, sheet, createdMs }` in, `{ id, bytes }` (transferred) or `{ id, error }` out.
 */
import type { Sheet } from './sheet';
import { writeXlsx } from './xlsxWorkbook';

export interface XlsxRequest {
  id: number;
  sheet: Sheet;
  createdMs: number;
}
export type XlsxReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

self.onmessage = async ({ data }: MessageEvent<XlsxRequest>) => {
  let reply: XlsxReply;
  try {
    reply = { id: data.id, bytes: await writeXlsx(data.sheet, data.createdMs) };
  } catch (e) {
    reply = { id: data.id, error: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(reply, { transfer: 'bytes' in reply ? [reply.bytes.buffer] : [] });
};
