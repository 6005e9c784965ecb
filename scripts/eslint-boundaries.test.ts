/**
 * The architecture rule must really report: a feature importing another feature or the app,
 * app code importing the mock store, an entity importing against the stated direction, shared
 * code calling the API, the domain module importing the app or the mock, and production code
 * importing test helpers (ESLint with the project's own config).
 */
import { ESLint } from 'eslint';
import { mockAppZone } from './lintZones.js';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(code: string, filePath: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/no-restricted-paths')
    .map((m) => m.message);
}

/** One probe file importing each of `imports` (`import * as m0 from '...'`). */
const probe = (imports: string[]) =>
  imports.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };`).join('\n');

describe('boundaries/no-restricted-paths', () => {
  it('reports cross-feature, app and mock imports from a feature', async () => {
    const errors = await boundaryErrors(
      [
        "import { authRoutes } from '@/features/auth/routes';",
        "import { resultRoutes } from '../results/routes';",
        "import { App } from '@/app/App';",
        "import { db } from '@mocks/db/store';",
        'export const all = [authRoutes, resultRoutes, App, db];',
      ].join('\n'),
      'src/features/dashboard/probe.ts',
    );
    expect(errors).toHaveLength(4);
  });

  it('allows entities, shared code, the api and the own feature', async () => {
    const errors = await boundaryErrors(
      [
        "import { useSession } from '@/entities/session';",
        "import { AnalysisView } from '@/entities/analysis/AnalysisView';",
        "import { paths } from '@/shared/config/paths';",
        "import { api } from '@/api';",
        "import { dashboardRoutes } from './routes';",
        'export const all = [useSession, AnalysisView, paths, api, dashboardRoutes];',
      ].join('\n'),
      'src/features/dashboard/probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('keeps shared code below features and entities', async () => {
    const errors = await boundaryErrors(
      probe(['@/features/auth/routes', '@/entities/session']),
      'src/shared/lib/probe.ts',
    );
    expect(errors).toHaveLength(2);
  });
});

describe('entities', () => {
  it('sit below features and the app', async () => {
    const errors = await boundaryErrors(
      probe(['@/features/results/routes', '@/app/App']),
      'src/entities/result/probe.ts',
    );
    expect(errors).toHaveLength(2);
  });

  it('import each other only in the stated direction', async () => {
    const cases: [string, string][] = [
      ['src/entities/session/probe.ts', '@/entities/share'],
      ['src/entities/session/probe.ts', '@/entities/achievement'],
      ['src/entities/session/probe.ts', '@/entities/result/resultColumns'],
      ['src/entities/share/probe.ts', '@/entities/result/ResultView'],
      ['src/entities/result/probe.ts', '@/entities/analysis/actions'],
      ['src/entities/achievement/probe.ts', '@/entities/result/ResultView'],
      ['src/entities/result/ResultView/probe.ts', '../../analysis/AnalysisView/source'],
      ['src/entities/session/probe.ts', '@/entities/list-settings/SettingsDataTable'],
      ['src/entities/broadcast/probe.ts', '@/entities/session'],
    ];
    for (const [file, source] of cases)
      expect(await boundaryErrors(probe([source]), file), `${file} <- ${source}`).toHaveLength(1);
  });

  it('may import the entities below them, shared code and the api', async () => {
    const errors = await boundaryErrors(
      probe([
        '@/entities/result/resultColumns',
        '@/entities/result/ResultView',
        '@/entities/share',
        '@/entities/session',
        './AnalysisView/source',
        '@/shared/ui/DataTable',
        '@/api',
      ]),
      'src/entities/analysis/probe.ts',
    );
    expect(errors).toEqual([]);
    for (const file of ['achievement', 'list-settings'])
      expect(
        await boundaryErrors(probe(['@/entities/session']), `src/entities/${file}/probe.ts`),
      ).toEqual([]);
  });
});

describe('shared code knows no endpoint', () => {
  it('reports hooks, the api object and calls', async () => {
    const errors = await boundaryErrors(
      [
        "import { useListResultsQuery } from '@/api';",
        "import { api, type Result } from '@/api';",
        "import { fetchCountryCode } from '@/api/countryCode';",
        "export * from '@/api';",
        'export const all = [useListResultsQuery, api, fetchCountryCode];',
        'export type R = Result;',
      ].join('\n'),
      'src/shared/ui/probe.ts',
    );
    expect(errors).toHaveLength(4);
  });

  it('allows types, the limits, the server clock and the pure error description', async () => {
    const errors = await boundaryErrors(
      [
        "import type { Result } from '@/api';",
        "import { type User } from '@/api';",
        "import { maxLengths } from '@/api/limits';",
        "import { serverNow } from '@/api/serverTime';",
        "import { violationsOf } from '@/api/errors';",
        "export type { Analysis } from '@/api';",
        'export const all = [maxLengths, serverNow, violationsOf];',
        'export type T = Result | User;',
      ].join('\n'),
      'src/shared/ui/probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('leaves its tests free to drive a real list', async () => {
    const errors = await boundaryErrors(probe(['@/api']), 'src/shared/ui/DataTable/probe.test.tsx');
    expect(errors).toEqual([]);
  });
});

describe('the domain module', () => {
  it('imports nothing from src but the generated contract data, and nothing from mocks', async () => {
    for (const source of [
      '@/shared/lib/format',
      '@/api',
      '@/entities/session',
      '@mocks/db/store',
    ]) {
      const errors = await boundaryErrors(probe([source]), 'src/domain/probe.ts');
      expect(
        errors.filter((m) => m.includes('src/domain')),
        source,
      ).toHaveLength(1);
    }
    expect(await boundaryErrors(probe(['@/api/generated/limits']), 'src/domain/probe.ts')).toEqual(
      [],
    );
  });

  it('takes even types from the generated contract, not from @/api', async () => {
    const errors = await boundaryErrors(
      "import type { Result } from '@/api';\nexport type R = Result;",
      'src/domain/probe.ts',
    );
    expect(errors.filter((m) => m.includes('src/domain'))).toHaveLength(1);
    expect(
      await boundaryErrors(
        [
          "import type { components } from '@/api/generated/schema';",
          "import { EmailAddress } from '@/api/generated/patterns';",
          "import { FIELD_MESSAGES } from './messages';",
          'export type S = components;',
          'export const all = [EmailAddress, FIELD_MESSAGES];',
        ].join('\n'),
        'src/domain/probe.ts',
      ),
    ).toEqual([]);
  });

  it('is what the screens and the mock both import', async () => {
    const rules = ['@/domain/accountRules', '@/domain/messages', '@/domain/spreadsheetCells'];
    expect(await boundaryErrors(probe(rules), 'mocks/handlers/auth/probe.ts')).toEqual([]);
    expect(await boundaryErrors(probe(rules), 'mocks/lib/probe.ts')).toEqual([]);
    expect(await boundaryErrors(probe(rules), 'src/features/auth/utils/probe.ts')).toEqual([]);
    expect(await boundaryErrors(probe(rules), 'src/shared/lib/probe.ts')).toEqual([]);
  });
});

describe('production code never imports test helpers', () => {
  it('reports tests/ and testing/ folders from src and mocks', async () => {
    const cases: [string, string][] = [
      ['src/shared/ui/DataTable/probe.ts', '@tests/fixtures/memoryQuery'],
      ['src/shared/ui/DataTable/probe.ts', '../../../../tests/fixtures/memoryQuery'],
      ['src/features/results/pages/probe.tsx', '../testing/resultsTestUtils'],
      ['mocks/lib/probe.ts', '@tests/utils/apiClient'],
    ];
    for (const [file, source] of cases)
      expect(await boundaryErrors(probe([source]), file), `${file} <- ${source}`).toHaveLength(1);
  });

  it('lets tests, stories and the testing/ folders use them', async () => {
    for (const file of [
      'src/shared/ui/DataTable/probe.stories.tsx',
      'src/shared/ui/DataTable/probe.test.tsx',
      'src/features/results/testing/probe.ts',
    ])
      expect(await boundaryErrors(probe(['@tests/fixtures/memoryQuery']), file), file).toEqual([]);
  });
});

describe('the mock and the app', () => {
  const withMockZone = new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      files: ['mocks/**/*.ts'],
      rules: { 'boundaries/no-restricted-paths': ['error', { zones: [mockAppZone] }] },
    },
  });

  it('reports app code imported by the mock', async () => {
    const errors = await boundaryErrors(
      probe(['@/entities/session/storage', '@/api']),
      'mocks/controls/probe.ts',
      withMockZone,
    );
    expect(errors).toHaveLength(2);
  });

  it('allows API types and the generated contract data', async () => {
    const errors = await boundaryErrors(
      [
        "import type { User } from '@/api';",
        "import { maxLengths } from '@/api/generated/limits';",
        'export const m = maxLengths;',
        'export type U = User;',
      ].join('\n'),
      'mocks/lib/probe.ts',
      withMockZone,
    );
    expect(errors).toEqual([]);
  });
});

describe("the mock's levels", () => {
  it('reports an import from a higher level', async () => {
    const cases: [string, string][] = [
      ['mocks/lib/probe.ts', '@mocks/db/store'],
      ['mocks/lib/probe.ts', '@mocks/http/route'],
      ['mocks/db/seedData/probe.ts', '@mocks/model/mail/outbox'],
      ['mocks/db/probe.ts', '@mocks/http/session'],
      ['mocks/model/results/probe.ts', '@mocks/http/reply'],
      ['mocks/model/results/probe.ts', '@mocks/handlers/results/handlers'],
      ['mocks/http/probe.ts', '@mocks/handlers'],
      ['mocks/handlers/results/probe.ts', '@mocks/scenarios'],
      ['mocks/handlers/results/probe.ts', '@mocks/controls/query'],
    ];
    for (const [file, source] of cases)
      expect(await boundaryErrors(probe([source]), file), `${file} <- ${source}`).toHaveLength(1);
  });

  it('lets each level import the levels below it', async () => {
    const cases: [string, string[]][] = [
      ['mocks/db/probe.ts', ['@mocks/lib/password', '@mocks/lib/pngEncoder']],
      ['mocks/model/results/probe.ts', ['@mocks/db/store', '@mocks/lib/errors']],
      ['mocks/http/probe.ts', ['@mocks/db/store', '@mocks/model/mail/outbox', '@mocks/lib/errors']],
      ['mocks/handlers/results/probe.ts', ['@mocks/http/route', '@mocks/model/mail/outbox']],
      ['mocks/server/probe.ts', ['@mocks/handlers', '@mocks/controls/query']],
    ];
    for (const [file, sources] of cases)
      expect(await boundaryErrors(probe(sources), file), file).toEqual([]);
  });
});

describe('handler tag folders and model resources', () => {
  it('reports a tag folder importing another', async () => {
    const errors = await boundaryErrors(
      probe(['../shares/handlers', '@mocks/handlers/results/handlers', '../gateway']),
      'mocks/handlers/analyses/probe.ts',
    );
    expect(errors).toHaveLength(3);
  });

  it('lets a tag folder import its own files and the model', async () => {
    const errors = await boundaryErrors(
      probe([
        './analysisRequest',
        '@mocks/model/shares/shareAccess',
        '@mocks/model/results/resultDto',
      ]),
      'mocks/handlers/analyses/probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('holds the model resources to one direction', async () => {
    expect(
      await boundaryErrors(probe(['../analyses/analysisDto']), 'mocks/model/results/probe.ts'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(probe(['../shares/shareAccess']), 'mocks/model/analyses/probe.ts'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        probe(['../analyses/analysisDto', '../results/resultDto', '../mail/outbox']),
        'mocks/model/shares/probe.ts',
      ),
    ).toEqual([]);
  });
});

describe('max-lines', () => {
  const rule = async (file: string) =>
    (await eslint.calculateConfigForFile(file)).rules?.['max-lines'];

  it('warns at 250 lines in the code of the app and the mock', async () => {
    // 1 is 'warn' (lint runs with --max-warnings 0)
    expect(await rule('src/shared/lib/format.ts')).toEqual([
      1,
      { max: 250, skipBlankLines: false, skipComments: false },
    ]);
    expect(await rule('mocks/http/route.ts')).toEqual([1, expect.anything()]);
  });

  it('warns in the code of the tests, the scripts, Storybook and the configs too', async () => {
    for (const file of [
      'tests/e2e/browser.ts',
      'tests/production/servers.ts',
      'scripts/check-bundle.mjs',
      'scripts/lintZones.js',
      'scripts/bench/login.bench.ts',
      '.storybook/preview.tsx',
      'eslint.config.js',
      'vite.config.ts',
    ])
      expect([file, await rule(file)]).toEqual([file, [1, expect.objectContaining({ max: 250 })]]);
  });

  it('leaves test files and stories free', async () => {
    for (const file of [
      'src/shared/lib/format.test.ts',
      'tests/contract/requests.test.ts',
      'tests/e2e/a11y.e2e.ts',
      'scripts/eslint-boundaries.test.ts',
      'src/entities/broadcast/BroadcastView.stories.tsx',
    ])
      expect([file, await rule(file)]).toEqual([file, undefined]);
  });
});
