/**
 * A Vite plugin that writes the chunk graph of a build (which source modules each chunk holds,
 * what it imports statically and lazily, and its gzip size) to
 * node_modules/.cache/bundle-graph/<outDir name>.json, for scripts/check-bundle.mjs to compute
 * what each route downloads before its first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export interface GraphChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** source modules, relative to the project root, with their rendered size in bytes */
  modules: Record<string, number>;
  gzip: number;
}

export function bundleGraph(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'bundle-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks: GraphChunk[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          file: out.fileName,
          isEntry: out.isEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(out.modules).map(([id, m]) => [
              path.relative(root, id.replace(/^\0/, '')),
              m.renderedLength,
            ]),
          ),
          gzip: zlib.gzipSync(out.code).length,
        });
      }
      const file = path.join(
        root,
        'node_modules/.cache/bundle-graph',
        `${path.basename(outDir)}.json`,
      );
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
