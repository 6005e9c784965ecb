/** Turning chart and map canvases into PNG files (white background, device pixels kept). */

/** A canvas of the given size filled white, with `draw` painting on top. */
export function whiteCanvas(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(width));
  out.height = Math.max(1, Math.round(height));
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Canvas is not supported in this browser.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  draw(ctx);
  return out;
}

/** canvas.toBlob as a promise (PNG). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The picture could not be created.'));
    }, 'image/png');
  });
}

/** The first canvas inside `container` on a white background, as PNG. */
export function containerToPng(container: HTMLElement | null): Promise<Blob> {
  const source = container?.querySelector('canvas');
  if (!source) return Promise.reject(new Error('The chart is not ready.'));
  const copy = whiteCanvas(source.width, source.height, (ctx) => ctx.drawImage(source, 0, 0));
  return canvasToPng(copy);
}
