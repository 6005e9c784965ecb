/**
 * A Vite plugin that keeps the charting library (G2, under src/shared/ui/ChartCard) to what the
 * app draws, by giving some of G2's imports a lighter module (G2 5.4, @antv/g 6):
 * - `@antv/g` -> `@antv/g-lite`: its rendering core; the full package adds animations (every
 *   chart here is drawn without) and html2canvas (the PNG downloads read the chart's canvas);
 * - G2's `builtinlib` -> src/shared/ui/ChartCard/g2Builtins.ts: without the polar axes,
 *   continuous legends and axis breaks;
 * - the colour schemes G2 looks named palettes up in -> an empty module (no chart names one);
 * - G2's compiler of expression strings in options -> one that refuses (every option here is a
 *   value or a function);
 * - the drag-and-drop plugin G2 gives every canvas -> one that does nothing (nothing is dragged);
 * - the shapes no chart draws (funnel, pyramid, smooth line, trail, points but circles) -> ones
 *   that refuse (src/shared/ui/ChartCard/unusedShapes.ts);
 * - the scales' colour parser (color-string: no scale blends colours) -> one that parses
 *   nothing, and their date formatter (fecha) -> dayjs, which the charts load anyway.
 * A chart that needs a part left out fails with G2's 'Unknown Component: <part>'.
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const chartDir = fileURLToPath(new URL('../src/shared/ui/ChartCard/', import.meta.url));
const fromAntv = (importer: string | undefined) =>
  !!importer && /[\\/]node_modules[\\/]@antv[\\/]/.test(importer);
const fromG2 = (importer: string | undefined, file: string) =>
  !!importer && new RegExp(`[\\\\/]@antv[\\\\/]g2[\\\\/]esm[\\\\/]${file}$`).test(importer);

const fromScale = (importer: string | undefined, file: string) =>
  !!importer && new RegExp(`[\\\\/]@antv[\\\\/]scale[\\\\/]esm[\\\\/]${file}$`).test(importer);

/** G2's shape modules no chart draws (see src/shared/ui/ChartCard/unusedShapes.ts). */
const UNUSED_SHAPES =
  /^\.\/(interval\/(funnel|pyramid)|line\/(smooth|trail)|point\/(?!circle$|hollow$)\w+)$/;

/** Every import the hook below redirects: the bundler calls it for these alone, not for each. */
const REDIRECTED = [
  /^@antv\/(g|vendor\/d3-scale-chromatic|g-plugin-dragndrop|expr)$/,
  /^\.\.\/lib\/builtinlib$/,
  /^(color-string|fecha)$/,
  UNUSED_SHAPES,
];

export function g2Lite(): Plugin {
  return {
    name: 'g2-lite',
    enforce: 'pre',
    resolveId: {
      filter: { id: REDIRECTED },
      async handler(source, importer, options) {
        if (source === '@antv/g' && fromAntv(importer))
          return this.resolve('@antv/g-lite', importer, { ...options, skipSelf: true });
        if (source === '../lib/builtinlib' && fromG2(importer, 'runtime[\\\\/]library\\.js'))
          return `${chartDir}g2Builtins.ts`;
        if (
          source === '@antv/vendor/d3-scale-chromatic' &&
          fromG2(importer, 'runtime[\\\\/]scale\\.js')
        )
          return `${chartDir}noColorSchemes.ts`;
        if (source === '@antv/g-plugin-dragndrop' && fromG2(importer, '.+'))
          return `${chartDir}noDragAndDrop.ts`;
        if (source === '@antv/expr' && fromG2(importer, 'utils[\\\\/]expr\\.js'))
          return `${chartDir}noExpressions.ts`;
        if (UNUSED_SHAPES.test(source) && fromG2(importer, 'shape[\\\\/]index\\.js'))
          return `${chartDir}unusedShapes.ts`;
        if (source === 'color-string' && fromScale(importer, 'utils[\\\\/]color\\.js'))
          return `${chartDir}noColorParsing.ts`;
        if (source === 'fecha' && fromScale(importer, 'scales[\\\\/]time\\.js'))
          return `${chartDir}timeFormat.ts`;
        return null;
      },
    },
  };
}
