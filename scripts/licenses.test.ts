import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectLicenses, licenseOf, repositoryUrl } from './licenses';

/** The folders the tests made, removed when the file is done. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project folder with the given package.json files (paths relative to it). */
function project(files: Record<string, object>, extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'licenses-'));
  made.push(dir);
  for (const [file, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  }
  for (const [file, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('collectLicenses', () => {
  it('lists the runtime dependencies and theirs, once each, never the dev tools', () => {
    const dir = project(
      {
        'package.json': {
          name: 'app',
          version: '1.0.0',
          dependencies: { a: '1', b: '1' },
          devDependencies: { tool: '1' },
        },
        'node_modules/a/package.json': {
          name: 'a',
          version: '1.0.0',
          license: 'MIT',
          repository: 'git+https://github.com/x/a.git',
          dependencies: { b: '1', c: '2' },
        },
        'node_modules/b/package.json': { name: 'b', version: '1.2.0', license: 'ISC' },
        // a's own copy of c, nested: Node resolves it before any top-level one
        'node_modules/a/node_modules/c/package.json': {
          name: 'c',
          version: '2.0.0',
          license: { type: 'BSD-3-Clause' },
          optionalDependencies: { 'not-on-this-platform': '1' },
        },
        'node_modules/tool/package.json': { name: 'tool', version: '9.0.0', license: 'MIT' },
      },
      { 'node_modules/a/LICENSE': 'MIT License\n\nCopyright (c) 2020 Jane Doe\n\nPermission ...' },
    );
    expect(collectLicenses(dir)).toEqual([
      {
        name: 'a',
        version: '1.0.0',
        license: 'MIT',
        copyright: 'Copyright (c) 2020 Jane Doe',
        repository: 'https://github.com/x/a',
        direct: true,
      },
      { name: 'b', version: '1.2.0', license: 'ISC', direct: true },
      { name: 'c', version: '2.0.0', license: 'BSD-3-Clause', direct: false },
    ]);
  });

  it('fails the build when a dependency is not installed', () => {
    const dir = project({
      'package.json': { name: 'app', version: '1.0.0', dependencies: { gone: '1' } },
    });
    expect(() => collectLicenses(dir)).toThrow('gone is a dependency but is not installed');
  });

  it("the product's real list has react, antd and ol with their licences", () => {
    const list = collectLicenses(process.cwd());
    const byName = new Map(list.map((e) => [e.name, e]));
    expect(byName.get('react')).toMatchObject({ license: 'MIT', direct: true });
    expect(byName.get('ol')).toMatchObject({ license: 'BSD-2-Clause', direct: true });
    expect(byName.get('antd')?.direct).toBe(true);
    // development tools are not shipped
    expect(byName.has('msw')).toBe(false);
    expect(byName.has('vitest')).toBe(false);
  });
});

describe('licence and repository fields', () => {
  it('reads the legacy licence shapes', () => {
    expect(
      licenseOf({ name: 'x', version: '1', licenses: [{ type: 'MIT' }, { type: 'GPL' }] }),
    ).toBe('(MIT OR GPL)');
    expect(licenseOf({ name: 'x', version: '1' })).toBe('UNKNOWN');
  });

  it('turns git remotes into browsable https URLs', () => {
    const url = (repository: string) => repositoryUrl({ name: 'x', version: '1', repository });
    expect(url('github:x/y')).toBe('https://github.com/x/y');
    expect(url('x/y')).toBe('https://github.com/x/y');
    expect(url('git@github.com:x/y.git')).toBe('https://github.com/x/y');
    expect(url('git://github.com/x/y.git')).toBe('https://github.com/x/y');
    expect(repositoryUrl({ name: 'x', version: '1', homepage: 'http://insecure' })).toBeUndefined();
  });
});
