/**
 * What the store tells the page (store.ts): every change to its listeners (the mock controls
 * re-render), and why stored data was discarded, as a notice the controls show until closed.
 */
const listeners = new Set<() => void>();
/** Why the stored data was discarded (shown on the page by the mock controls), or null. */
let notice: string | null = null;

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify() {
  listeners.forEach((l) => l());
}

/** Tells why the stored data was discarded: on the page (mock controls) and in the console. */
export function reportStoreNotice(reason: string, detail?: unknown) {
  notice = reason;
  if (detail === undefined) console.warn(`[mock] ${reason}`);
  else console.warn(`[mock] ${reason}`, detail);
  notify();
}

export const storeNotice = () => notice;

/** The notice was read (closed on the page): it is not shown again. */
export function dismissStoreNotice() {
  notice = null;
  notify();
}

/** A new start: no notice until something is discarded again. */
export function clearStoreNotice() {
  notice = null;
}
