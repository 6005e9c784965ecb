/**
 * `?mockPanel=open` is read by applyMockQuery before the app renders, while the panel itself
 * is loaded later (lazily); this module carries the request from one to the other.
 */
let openRequested = false;

export function requestPanelOpen() {
  openRequested = true;
}

/** True once after a request to open the panel. */
export function takePanelOpenRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}
