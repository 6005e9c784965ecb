/**
 * The import zones the lint applies (boundaries/no-restricted-paths, eslint.config.js), built
 * from the folders as they are: one zone per feature, entity, handler tag and model resource
 * found on the disk, so a new folder is covered the moment it exists. What each zone says, in
 * its own words, is the message a breach reports.
 */
import fs from 'node:fs';

/*
 * The layers (ARCHITECTURE.md rule 3): app -> features -> entities -> shared -> api / domain.
 * A layer imports only the layers after it; a feature never imports another feature.
 * Entities import each other in one direction only (ENTITY_DEPENDENCIES):
 *   session (lowest) <- share <- result <- analysis; achievement -> session;
 *   list-settings -> session; broadcast imports none.
 * src/shared knows no endpoint: from src/api it takes types (`import type`), the generated
 * length limits (@/api/limits), the server clock (@/api/serverTime) and the pure error
 * description (@/api/errors), never a hook, the api object or a call.
 */
const dirsOf = (root) =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Every folder named `testing` (test helpers beside the code) under `root`. */
const testingDirs = (root) =>
  dirsOf(root).flatMap((name) =>
    name === 'testing' ? [`./${root}/${name}`] : testingDirs(`${root}/${name}`),
  );

const featureZones = dirsOf('src/features').map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features must not import each other; move shared code to src/entities or src/shared.',
}));

/** What each entity may import of the others (an entity missing here imports none). */
const ENTITY_DEPENDENCIES = {
  session: [],
  'list-settings': ['session'],
  broadcast: [],
  share: ['session'],
  result: ['session', 'share'],
  analysis: ['session', 'share', 'result'],
  achievement: ['session'],
};
const entityZones = dirsOf('src/entities').map((name) => {
  const allowed = ENTITY_DEPENDENCIES[name] ?? [];
  return {
    target: `./src/entities/${name}`,
    from: './src/entities',
    except: [name, ...allowed].map((e) => `./${e}`),
    message: `Entities import each other one way only: ${name} may import ${allowed.join(', ') || 'no other entity'} (scripts/lintZones.js).`,
  };
});

export const layerZones = [
  ...featureZones,
  ...entityZones,
  {
    target: ['./src', './mocks', './tests', './.storybook', './scripts'],
    from: './src/api/generated/endpoints.ts',
    allowTypeImports: true,
    message:
      "generated/endpoints.ts is read for the contract's types only: its code would inject every operation without their policies (the hooks come from @/api).",
  },
  { target: './src/features', from: './src/app', message: 'Code flows app -> features.' },
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message: 'entities/ sit below features and app.',
  },
  {
    target: ['./src/shared', './src/api'],
    from: ['./src/entities', './src/features', './src/app'],
    message: 'shared/ and api/ sit below entities, features and app.',
  },
  {
    target: './src/api',
    from: './src/shared',
    message:
      'src/api depends on nothing else of the app (shared code uses the api, not the reverse).',
  },
  {
    target: ['./src/app', './src/features', './src/entities', './src/shared'],
    from: './src/api/generated',
    message: 'Import hooks and named types from @/api, never from the generated files.',
  },
];

// Production code (src and mocks, not tests, stories or the testing/ helper folders) follows
// these too.
export const productionZones = [
  {
    target: './src/shared',
    from: './src/api',
    except: ['./errors.ts', './serverTime.ts', './limits.ts'],
    allowTypeImports: true,
    message:
      'src/shared knows no endpoint: `import type` from @/api, and only @/api/errors, @/api/serverTime, @/api/limits as values.',
  },
  {
    target: './src/domain',
    from: ['./src', './mocks'],
    except: ['./domain', './api/generated'],
    message:
      'src/domain imports nothing from src (but the generated contract data) and nothing from mocks.',
  },
  {
    target: ['./src', './mocks'],
    from: ['./tests', ...testingDirs('src'), ...testingDirs('mocks')],
    message: 'Production code never imports test helpers (tests/, testing/).',
  },
];
/*
 * The mock's levels, lowest first; a level imports only the levels below it (docs/mock.md):
 *   generated, lib  pure helpers and contract data: no request, no store (PNG, passwords, the
 *                   contract's JSON schema, sanitising, the table query engine, export files,
 *                   the errors a rule throws)
 *   db              the store: records, seed, persistence, clock
 *   model           per resource: visibility and ownership rules, record -> answer
 *   http            request plumbing: route registration, session, request reading and
 *                   validation, replies
 *   handlers        routes, one folder per contract tag; a tag folder never imports another
 *   scenarios.ts, controls/, server/, browser.ts, node.ts  what starts and drives the mock
 */
const MOCK_LEVELS = [
  ['generated', 'lib'],
  ['db'],
  ['model'],
  ['http'],
  ['handlers'],
  ['scenarios.ts', 'controls', 'server', 'browser.ts', 'node.ts'],
];
const mockPaths = (names) => names.map((name) => `./mocks/${name}`);
export const mockLevelZones = MOCK_LEVELS.slice(0, -1).map((level, i) => ({
  target: mockPaths(level),
  from: mockPaths(MOCK_LEVELS.slice(i + 1).flat()),
  message: `The mock's levels run lib < db < model < http < handlers < the rest: mocks/${level.join(', mocks/')} import only what lies below (scripts/lintZones.js).`,
}));
export const handlerTagZones = dirsOf('mocks/handlers').map((tag) => ({
  target: `./mocks/handlers/${tag}`,
  from: './mocks/handlers',
  except: [`./${tag}`],
  message: 'A handler tag folder never imports another: what two tags need lives in mocks/model.',
}));

/**
 * What each resource of the mock's model may import of the others (one missing here imports
 * none): results lie lowest; analyses hold results; shares show analyses and results and mail
 * their links; exports write results, analyses and users.
 */
const MODEL_DEPENDENCIES = {
  results: [],
  analyses: ['results'],
  shares: ['results', 'analyses', 'mail'],
  users: ['results'],
  achievements: ['results'],
  exports: ['results', 'analyses', 'users'],
};
export const modelZones = dirsOf('mocks/model').map((name) => {
  const allowed = MODEL_DEPENDENCIES[name] ?? [];
  return {
    target: `./mocks/model/${name}`,
    from: './mocks/model',
    except: [name, ...allowed].map((m) => `./${m}`),
    message: `The model's resources import each other one way only: ${name} may import ${allowed.join(', ') || 'no other resource'} (scripts/lintZones.js).`,
  };
});

// App code reaches the mock only through mocks/browser.ts and the controls panel (loaded behind
// __API_MOCK__); tests and stories may drive the mock store directly.
export const mockZone = {
  target: './src',
  from: './mocks',
  except: ['./browser.ts', './controls'],
  message: 'The app reaches the mock only through mocks/browser.ts and the controls panel.',
};
// The mock imports nothing of the app but the contract's types and generated data and the pure
// rules of src/domain.
export const mockAppZone = {
  target: './mocks',
  from: './src',
  except: ['./api/generated', './domain'],
  allowTypeImports: true,
  message: 'The mock imports from src only API types, generated contract data and src/domain.',
};
