/**
 * No dragging in the charts (no slider, brush or movable point): G2 registers its drag-and-drop
 * plugin with every canvas; scripts/g2Lite.ts puts this plugin, which does nothing, in its place.
 */
export class Plugin {
  name = 'dragndrop';
  init() {}
  destroy() {}
}
