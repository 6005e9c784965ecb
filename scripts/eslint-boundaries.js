/**
 * A local ESLint rule that keeps the code flowing one way (ARCHITECTURE.md rule 3):
 * `boundaries/no-restricted-paths` resolves every import of a project file (the tsconfig aliases
 * @/, @mocks/, @tests/ and relative paths) and reports it when the importing file lies in a
 * zone's `target` and the imported file in its `from` (minus `except`). A zone with
 * `allowTypeImports: true` lets type-only imports and exports through (`import type { X }`, or
 * every name marked `type`): they leave nothing in the built code.
 * Written here instead of eslint-plugin-import-x: that plugin needs native resolver bindings
 * the npm registry of this project does not carry for every platform, which breaks `npm ci`.
 */
import fs from 'node:fs';
import path from 'node:path';

const ALIASES = { '@/': 'src/', '@mocks/': 'mocks/', '@tests/': 'tests/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The absolute file an import refers to, or null for packages and unknown files. */
export function resolveImport(source, fromFile, root = process.cwd()) {
  const alias = Object.keys(ALIASES).find((a) => source.startsWith(a));
  let base = null;
  if (alias) base = path.resolve(root, ALIASES[alias], source.slice(alias.length));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  if (!base) return null;
  return (
    EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ??
    null
  );
}

/** True when the statement brings in types only (erased from the built code). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

const rule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } } }],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const abs = (p) => path.resolve(root, p);
    const zones = (context.options[0]?.zones ?? []).filter((z) =>
      [z.target].flat().some((t) => inside(file, abs(t))),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(source, file, root);
      if (!target) return;
      for (const zone of zones) {
        if (zone.allowTypeImports && typeOnly(node)) continue;
        const from = [zone.from].flat().map(abs);
        if (!from.some((f) => inside(target, f))) continue;
        const excepted = (zone.except ?? []).some((e) =>
          from.some((f) => inside(target, path.resolve(f, e))),
        );
        if (excepted) continue;
        context.report({
          node: node.source,
          message:
            `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { 'no-restricted-paths': rule } };
