/**
 * What e2e journeys do on a page besides clicking and typing: close the notifications, paste
 * HTML as the browser does, tell whether a script payload ran, and draw a real PNG to upload.
 */
import type { Locator, Page } from 'playwright-core';
import { encodePng } from '../../mocks/lib/pngEncoder';

/** Closes every open notification (they stay 200 s) and waits until they are gone. */
export async function dismissNotifications(page: Page) {
  const close = page.getByRole('alert').getByRole('button', { name: 'Close' });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    await page.waitForFunction(
      (before) =>
        document.querySelectorAll('[role="alert"] button[aria-label="Close"]').length < before,
      open,
    );
  }
}

/** Pastes into an editable element the way the browser delivers a paste (HTML and plain text). */
export async function pasteHtml(target: Locator, html: string, text: string) {
  await target.evaluate(
    (el, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    },
    { html, text },
  );
}

/** A script payload for editors, and whether it ever ran on the page. */
export const XSS_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
export const xssRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: number }).__xss !== undefined);

/** A real PNG of the given size for upload journeys: a soft left-to-right gradient. */
export function gradientPng(width: number, height: number): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = Math.floor(((i % width) / width) * 255);
    rgb[i * 3 + 1] = 180;
    rgb[i * 3 + 2] = 120;
  }
  return Buffer.from(encodePng(width, height, rgb));
}
