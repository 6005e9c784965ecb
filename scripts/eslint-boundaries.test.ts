/**
 * The architecture rule must really report: a feature importing another feature or the app,
 * and app code importing the mock store (ESLint with the project's own config).
 */
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/no-restricted-paths')
    .map((m) => m.message);
}

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

  it('allows shared code, the api and the own feature', async () => {
    const errors = await boundaryErrors(
      [
        "import { paths } from '@/shared/config/paths';",
        "import { api } from '@/api';",
        "import { dashboardRoutes } from './routes';",
        'export const all = [paths, api, dashboardRoutes];',
      ].join('\n'),
      'src/features/dashboard/probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('keeps shared code below features', async () => {
    const errors = await boundaryErrors(
      "import { authRoutes } from '@/features/auth/routes';\nexport const r = authRoutes;",
      'src/shared/lib/probe.ts',
    );
    expect(errors).toHaveLength(1);
  });
});
