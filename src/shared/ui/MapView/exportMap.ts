/** The map as one PNG: every layer canvas composed in order (as in the OpenLayers export example). */
import type OlMap from 'ol/Map';
import { useImperativeHandle, type Ref } from 'react';
import type { PngHandle } from '../ChartCard/types';
import { canvasToPng, whiteCanvas } from '../ChartCard/png';

function compose(map: OlMap): HTMLCanvasElement {
  const size = map.getSize() ?? [0, 0];
  const [width, height] = [size[0] ?? 0, size[1] ?? 0];
  return whiteCanvas(width, height, (ctx) => {
    const viewport = map.getViewport() as HTMLElement | undefined;
    if (!viewport) return;
    const canvases = viewport.querySelectorAll<HTMLCanvasElement>(
      '.ol-layer canvas, canvas.ol-layer',
    );
    canvases.forEach((canvas) => {
      if (canvas.width === 0) return;
      const parent = canvas.parentElement;
      const opacity = parent?.style.opacity || canvas.style.opacity;
      ctx.globalAlpha = opacity === '' || opacity == null ? 1 : Number(opacity);
      const match = /^matrix\(([^(]*)\)$/.exec(canvas.style.transform);
      const m = match
        ? match[1].split(',').map(Number)
        : [
            parseFloat(canvas.style.width) / canvas.width,
            0,
            0,
            parseFloat(canvas.style.height) / canvas.height,
            0,
            0,
          ];
      ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
      const background = parent?.style.backgroundColor;
      if (background) {
        ctx.fillStyle = background;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      ctx.drawImage(canvas, 0, 0);
    });
    ctx.globalAlpha = 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  });
}

/** Waits for the current frame to finish (at most `timeoutMs`, e.g. when tiles cannot load). */
export function mapToPng(map: OlMap, timeoutMs = 3000): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      try {
        resolve(canvasToPng(compose(map)));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    map.once('rendercomplete', finish);
    window.setTimeout(finish, timeoutMs);
    map.render();
  });
}

/**
 * The map's PNG handle: the current picture of the map `getMap` gives (read when asked),
 * refused before the map exists.
 */
export function useMapPng(ref: Ref<PngHandle> | undefined, getMap: () => OlMap | null | undefined) {
  useImperativeHandle(
    ref,
    () => ({
      toPng: () => {
        const map = getMap();
        return map ? mapToPng(map) : Promise.reject(new Error('The map is not ready.'));
      },
    }),
    [getMap],
  );
}
