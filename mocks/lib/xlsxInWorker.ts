/**
 * Writes xlsx files in a dedicated worker (xlsxWorker.ts), for the mock running in the page:
 * exceljs takes seconds for 20,000 rows, which on the page's main thread would freeze the app
 * (its progress message included) until the file is there. The worker starts with the first
 * file and stays for the next ones. Only the browser's mock uses it (mocks/browser.ts); Node
 * writes directly.
 */
import type { XlsxWriter } from './exporters';
import type { XlsxReply, XlsxRequest } from './xlsxWorker';

export function xlsxInWorker(): XlsxWriter {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(b: Uint8Array): void; reject(e: Error): void }>();

  const start = (): Worker => {
    const w = new Worker(new URL('./xlsxWorker.ts', import.meta.url), {
      type: 'module',
      name: 'mock-xlsx',
    });
    w.onmessage = ({ data }: MessageEvent<XlsxReply>) => {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if ('bytes' in data) call?.resolve(data.bytes);
      else call?.reject(new Error(data.error));
    };
    // a worker that cannot start or dies fails what it was writing; the next file starts anew
    w.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`the xlsx worker failed: ${event.message || 'not started'}`);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      w.terminate();
      if (worker === w) worker = null;
    };
    return w;
  };

  return (sheet, createdMs) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      worker ??= start();
      const request: XlsxRequest = { id, sheet, createdMs };
      worker.postMessage(request);
    });
}
