/** Types of scripts/bundleModel.mjs. */
import type { GraphChunk } from './bundleGraph.ts';

export type { GraphChunk };

export interface Build {
  chunks: GraphChunk[];
  byFile: Map<string, GraphChunk>;
  entry: GraphChunk;
  closure(files: string[]): GraphChunk[];
  holder(module: string): GraphChunk | undefined;
  pageChunk(page: string): GraphChunk;
  firstPaint(page: string): GraphChunk[];
  /** index.html's classic scripts: assets/routeHints-<hash>.js and config.js, when present */
  htmlScripts: string[];
}

export const LOGIN_PAGE: string;
export const RENDERED_AT_ONCE: [string, string][];
export function readBuild(dir: string): Build;
export function networkIdleFiles(build: Build, page: string): GraphChunk[];
