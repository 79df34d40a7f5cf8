import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Which folder may import which (CONVENTIONS habit 11, decision record 0045). Paths are relative to the
 * repository root, whatever folder ESLint runs in: `npm run lint` runs it once per package.
 */
const root = import.meta.dirname;

const webFeatures = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  // One zone per feature, read from the folder, so a new feature is covered the day it is created.
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both use down to src/shared, src/components or src/lib.',
  })),
  {
    target: ['apps/web/src/shared', 'apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/routes'],
    message: 'src/shared, src/components and src/lib serve the features and routes; they never import them.',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/routes',
    message: 'Routes import features, not the other way round.',
  },
];

/** The gateway embeds the mock broker in one place only: where it starts without an upstream (record 0002). */
const gatewayEmbedsMock = {
  target: 'apps/gateway',
  from: 'apps/mock-upstream',
  message:
    'The gateway talks to the broker through src/upstream; only src/server.ts (the embedded mock) and tests import the mock.',
};

const gatewayZones = [
  {
    target: 'apps/gateway/src/routers',
    from: 'apps/gateway/src/routers',
    message:
      'A router does not import another router: shared inputs live in src/trpc/inputs.ts, domain code in its domain folder (src/claims, src/sessions, ...).',
  },
  gatewayEmbedsMock,
];

const mockZones = [
  {
    target: 'apps/mock-upstream',
    from: 'apps/gateway',
    message: 'The mock broker stands alone: it never imports the gateway.',
  },
  {
    target: ['apps/mock-upstream/src/claims', 'apps/mock-upstream/src/store'],
    from: 'apps/mock-upstream/src/routes',
    message: 'Routes call the domain (src/claims, src/store); the domain never imports a route.',
  },
];

const contractsZones = [
  {
    target: 'packages/contracts',
    from: ['apps', 'packages/i18n'],
    message: 'The contracts import only zod and their own files.',
  },
];

const allZones = [...webZones, ...gatewayZones, ...mockZones, ...contractsZones];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** Outside relative paths, contracts source may import zod and nothing else. */
const contractsImportOnlyZod = (allowed) => [
  'error',
  {
    patterns: [
      {
        regex: `^(?!\\.{1,2}/|(${allowed.join('|')})(/|$))`,
        message:
          'The contracts import only zod and their own files: the browser, the gateway and the mock all load them.',
      },
    ],
  },
];

export const importBoundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle follows imports by parsing the imported files, which it does only for these extensions.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(allZones),
      // A module never reaches itself through static imports: one of two would run with the other half
      // evaluated. A lazy part may import from the module that loads it: a dynamic import runs after both.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The one embedding point, and the tests that run a mock beside a gateway.
    files: ['apps/gateway/src/server.ts', 'apps/gateway/test/**/*.ts', 'apps/gateway/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(allZones.filter((zone) => zone !== gatewayEmbedsMock)),
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': contractsImportOnlyZod(['zod']) },
  },
  {
    // Tests run in Node under vitest and may read their fixtures from disk.
    files: ['packages/contracts/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': contractsImportOnlyZod(['zod', 'vitest', 'node:[a-z_/]+']) },
  },
];
