/**
 * The open-source notices of the About webview page, generated at build time: every package the
 * product ships, i.e. the `dependencies` of package.json and, transitively, theirs (resolved in
 * node_modules the way Node resolves them), with version, licence, copyright line and
 * repository. Exposed to the app as the virtual module `virtual:licenses` (types in
 * src/env.d.ts), so the list is never typed by hand and follows every dependency change.
 * Development tools (devDependencies: the mock, tests, Storybook) are not shipped and not listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface LicenseEntry {
  name: string;
  version: string;
  /** SPDX expression from the package's package.json; 'UNKNOWN' when it declares none */
  license: string;
  /** the first 'Copyright ...' line of the package's licence file, when it has one */
  copyright?: string;
  /** a browsable https URL of the source, when the package names one */
  repository?: string;
  /** listed in the product's own package.json (not only pulled in by another package) */
  direct: boolean;
}

interface PackageJson {
  name: string;
  version: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  repository?: string | { url?: string };
  homepage?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The folder of `name` as Node resolves it from `fromDir` (its own, then each parent's node_modules). */
function resolvePackageDir(name: string, fromDir: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function licenseOf(pkg: PackageJson): string {
  if (typeof pkg.license === 'string' && pkg.license.trim()) return pkg.license.trim();
  if (pkg.license && typeof pkg.license === 'object' && pkg.license.type) return pkg.license.type;
  const types = (pkg.licenses ?? []).map((l) => l.type).filter(Boolean);
  if (types.length) return types.length > 1 ? `(${types.join(' OR ')})` : types[0]!;
  return 'UNKNOWN';
}

/** 'git+https://github.com/a/b.git', 'github:a/b' or 'a/b' -> 'https://github.com/a/b'. */
export function repositoryUrl(pkg: PackageJson): string | undefined {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (raw) {
    const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
    if (shorthand) return `https://github.com/${shorthand[1]}`;
    const url = raw
      .replace(/^git\+/, '')
      .replace(/^git:\/\//, 'https://')
      .replace(/^ssh:\/\/git@/, 'https://')
      .replace(/^git@([^:]+):/, 'https://$1/')
      .replace(/\.git$/, '');
    if (/^https:\/\//.test(url)) return url;
  }
  return pkg.homepage && /^https:\/\//.test(pkg.homepage) ? pkg.homepage : undefined;
}

function copyrightLine(dir: string): string | undefined {
  const file = fs.readdirSync(dir).find((f) => /^licen[cs]e(\.|$|-)/i.test(f));
  if (!file) return undefined;
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^(copyright\b|\(c\)|©)/i.test(l) && /\d{4}|[a-z]{3,}/i.test(l.slice(9)));
  return line?.slice(0, 200);
}

/** Every shipped package once (by name and version), sorted by name. */
export function collectLicenses(rootDir: string): LicenseEntry[] {
  const root = readJson(path.join(rootDir, 'package.json'));
  const direct = new Set(Object.keys(root.dependencies ?? {}));
  const seen = new Map<string, LicenseEntry>();
  const visit = (name: string, fromDir: string, optional: boolean) => {
    const dir = resolvePackageDir(name, fromDir);
    if (!dir) {
      // an optional dependency for another platform is simply not installed
      if (optional) return;
      throw new Error(`licenses: ${name} is a dependency but is not installed (run npm ci)`);
    }
    const pkg = readJson(path.join(dir, 'package.json'));
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key)) return;
    seen.set(key, {
      name: pkg.name,
      version: pkg.version,
      license: licenseOf(pkg),
      copyright: copyrightLine(dir),
      repository: repositoryUrl(pkg),
      // the copy the product itself asked for: at the top of node_modules
      direct: direct.has(pkg.name) && dir === path.join(rootDir, 'node_modules', pkg.name),
    });
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const dep of direct) visit(dep, rootDir, false);
  return [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

const VIRTUAL_ID = 'virtual:licenses';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `import licenses from 'virtual:licenses'`: the list above, computed when the module loads. */
export function licenses(): Plugin {
  let root = process.cwd();
  return {
    name: 'licenses',
    configResolved(config) {
      root = config.root;
    },
    // the filters let the bundler call the hooks for this module alone, not for each
    resolveId: { filter: { id: new RegExp(`^${VIRTUAL_ID}$`) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: new RegExp(`^${RESOLVED_ID}$`) },
      handler() {
        this.addWatchFile(path.join(root, 'package.json'));
        return `export default ${JSON.stringify(collectLicenses(root))};`;
      },
    },
  };
}
