/**
 * A Vite plugin that keeps antd's Table (antd 6) without the tree of its column filter dropdown
 * (the tree that `filterMode: 'tree'` shows): src/shared/ui/DataTable/noTreeFilter.ts takes its
 * place. No table here gives antd column filters (DataTable filters in its own dialog), so the
 * tree and its styles never load; a column with `filterMode: 'tree'` would fail with the
 * stub's error.
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const stub = fileURLToPath(new URL('../src/shared/ui/DataTable/noTreeFilter.ts', import.meta.url));
const fromFilterDropdown = (importer: string | undefined) =>
  !!importer &&
  /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/.test(importer);

export function antdTableLite(): Plugin {
  return {
    name: 'antd-table-lite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../../../tree' && fromFilterDropdown(importer)) return stub;
      return null;
    },
  };
}
