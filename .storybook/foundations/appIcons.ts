/**
 * A Vite plugin for the Icons page: the virtual module 'virtual:app-icons' lists every icon the
 * app imports from @ant-design/icons (found in src/ at build time, tests and stories left out)
 * with the files that use it, and imports only those icons.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:app-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g;
const NOT_APP = /\.(test|stories|dom\.test)\.tsx?$|\/testing\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_APP.test(path) ? [path] : [];
  });
}

/** Icon name -> the files (relative to `root`) that import it, by name. */
export function findAppIcons(root: string, srcDir: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .replace(/^type\s+/, '');
        if (!/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name)) continue;
        used.set(name, [...(used.get(name) ?? []), relative(root, file)]);
      }
    }
  }
  return new Map([...used].sort(([a], [b]) => a.localeCompare(b)));
}

export function appIconsPlugin(root: string, srcDir: string): Plugin {
  return {
    name: 'storybook-app-icons',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const icons = findAppIcons(root, srcDir);
      const names = [...icons.keys()];
      const list = names.map(
        (name) => `{ name: '${name}', Icon: ${name}, usedIn: ${JSON.stringify(icons.get(name))} }`,
      );
      return [
        names.length ? `import { ${names.join(', ')} } from '@ant-design/icons';` : '',
        `export const appIcons = [${list.join(',\n')}];`,
      ].join('\n');
    },
  };
}
