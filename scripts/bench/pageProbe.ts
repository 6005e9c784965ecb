/**
 * What the browser benchmarks measure inside the page, from the moment of the user's click
 * (the click event's own time stamp, taken by the browser when the input arrived):
 * - rows painted: the table's rows (their keys) differ from those before the click, and the
 *   next frame is painted (a requestAnimationFrame and a task after it);
 * - loading gone: the same once the table no longer shows its loading state (antd's Spin takes
 *   its overlay away in a render of its own, after the rows);
 * - file saved: the app hands the file to the browser (URL.createObjectURL of the file);
 * - the longest task of the main thread meanwhile (PerformanceObserver 'longtask': every task
 *   over 50 ms).
 * `installProbe` runs in the page before any script of the app (page.addInitScript).
 */
export interface ProbeResult {
  /** click to rows painted, or to the file saved */
  ms: number;
  /** click to the loading state gone (rows only) */
  ready: number;
  longestTask: number;
}

export interface Probe {
  /** Call before the click that changes the rows of `tableSelector`. */
  armRows(tableSelector: string): void;
  /** Call before the click that saves a file. */
  armFile(): void;
  /** Milliseconds from the click to the measured moments, and the longest task in between. */
  result(): Promise<ProbeResult>;
}

declare global {
  interface Window {
    __probe: Probe;
  }
}

export function installProbe() {
  let clickAt = 0;
  let done: Promise<[number, number]> = Promise.resolve([0, 0]);
  const tasks: { start: number; end: number }[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      tasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });

  const nextClick = () =>
    new Promise<void>((resolve) =>
      document.addEventListener(
        'click',
        (e) => {
          clickAt = e.timeStamp;
          resolve();
        },
        { capture: true, once: true },
      ),
    );
  const afterPaint = () =>
    new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );

  let fileSaved: ((at: number) => void) | null = null;
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (fileSaved && blob instanceof Blob) fileSaved(performance.now());
    return createObjectURL(blob);
  };

  window.__probe = {
    armRows(tableSelector) {
      const keysOf = () =>
        [...document.querySelectorAll(`${tableSelector} tbody tr[data-row-key]`)]
          .map((row) => row.getAttribute('data-row-key'))
          .join(',');
      // antd's Table wraps itself in a Spin, busy while it loads
      const loading = () => document.querySelector(tableSelector)?.closest('[aria-busy="true"]');
      const before = keysOf();
      const clicked = nextClick();
      done = new Promise<[number, number]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the rows of ${tableSelector} did not change`)),
          30_000,
        );
        let rowsPainted: Promise<number> | null = null;
        const observer = new MutationObserver(() => {
          const keys = keysOf();
          if (keys === before || keys === '') return;
          rowsPainted ??= clicked.then(afterPaint);
          if (loading()) return;
          observer.disconnect();
          clearTimeout(timer);
          void Promise.all([rowsPainted, clicked.then(afterPaint)]).then(resolve);
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    },
    armFile() {
      const clicked = nextClick();
      done = new Promise<[number, number]>((resolve) => {
        fileSaved = (at) => {
          fileSaved = null;
          void clicked.then(() => resolve([at, at]));
        };
      });
    },
    async result() {
      const [end, ready] = await done;
      const longestTask = Math.max(
        0,
        ...tasks.filter((t) => t.end > clickAt && t.start < ready).map((t) => t.end - t.start),
      );
      return { ms: end - clickAt, ready: ready - clickAt, longestTask };
    },
  };
}
