import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

/**
 * The import boundaries of decision record 0045 fail lint on a deliberate violation, and leave the allowed
 * direction alone. Each case lints one line as if it were a file at `file`; the imported files are real, so the
 * resolver finds them as it does in the source. A cycle case lints an existing file with one more import, of a
 * module that already imports that file.
 */

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'import-x/no-cycle',
]);

async function boundaryErrors(file, importLine) {
  const [result] = await eslint.lintText(`${importLine}\n`, { filePath: join(root, file) });
  return result.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId));
}

/** The file an import points at, checked so a moved file fails here by name instead of passing blindly. */
function existing(path) {
  assert.ok(existsSync(join(root, path)), `${path} no longer exists: point the case at a file that does`);
}

const refused = [
  {
    name: 'a web feature importing another feature',
    file: 'apps/web/src/features/claims/boundary-case.ts',
    target: 'apps/web/src/features/policies/policy-status.ts',
    line: "import * as other from '../policies/policy-status.ts';",
    says: 'A feature does not import another feature',
  },
  {
    name: 'web shared code importing a feature',
    file: 'apps/web/src/shared/form/boundary-case.ts',
    target: 'apps/web/src/features/policies/policy-status.ts',
    line: "import * as feature from '../../features/policies/policy-status.ts';",
    says: 'never import them',
  },
  {
    name: 'web lib importing a route',
    file: 'apps/web/src/lib/boundary-case.ts',
    target: 'apps/web/src/routes/__root.tsx',
    line: "import * as route from '../routes/__root.tsx';",
    says: 'never import them',
  },
  {
    name: 'a gateway router importing another router',
    file: 'apps/gateway/src/routers/boundary-case.ts',
    target: 'apps/gateway/src/routers/claims.ts',
    line: "import { claimsRouter } from './claims.ts';",
    says: 'A router does not import another router',
  },
  {
    name: 'gateway code other than its embedding point importing the mock',
    file: 'apps/gateway/src/http/boundary-case.ts',
    target: 'apps/mock-upstream/src/app.ts',
    line: "const mock = () => import('@portal/mock-upstream/app');",
    says: 'only src/server.ts (the embedded mock) and tests import the mock',
  },
  {
    name: 'the mock importing the gateway',
    file: 'apps/mock-upstream/src/routes/boundary-case.ts',
    target: 'apps/gateway/src/app.ts',
    line: "import { buildApp } from '@portal/gateway/app';",
    says: 'never imports the gateway',
  },
  {
    name: "the mock's claim state machine importing a route",
    file: 'apps/mock-upstream/src/claims/boundary-case.ts',
    target: 'apps/mock-upstream/src/routes/claim-uploads.ts',
    line: "import { claimUploadHandlers } from '../routes/claim-uploads.ts';",
    says: 'the domain never imports a route',
  },
  {
    name: 'the contracts importing a package other than zod',
    file: 'packages/contracts/src/boundary-case.ts',
    target: 'apps/gateway/package.json',
    line: "import Fastify from 'fastify';",
    says: 'The contracts import only zod',
  },
  {
    name: 'the contracts reaching into an app',
    file: 'packages/contracts/src/boundary-case.ts',
    target: 'apps/web/src/lib/cn.ts',
    line: "import { cn } from '../../../apps/web/src/lib/cn.ts';",
    says: 'The contracts import only zod',
  },
  {
    name: "an import cycle in the mock's admin API (its OpenAPI document importing the routes it describes)",
    file: 'apps/mock-upstream/src/admin/openapi.ts',
    target: 'apps/mock-upstream/src/admin/qa-routes.ts',
    line: "import { qaRoutes } from './qa-routes.ts';",
    says: 'Dependency cycle',
  },
  {
    name: 'an import cycle in a web feature',
    file: 'apps/web/src/features/claims/completion/claim-completion.ts',
    target: 'apps/web/src/features/claims/completion/completion-steps.tsx',
    line: "import { CompletionSteps } from './completion-steps.tsx';",
    says: 'Dependency cycle',
  },
  {
    name: 'an import cycle in the gateway',
    file: 'apps/gateway/src/trpc/inputs.ts',
    target: 'apps/gateway/src/trpc/root.ts',
    line: "import { appRouter } from './root.ts';",
    says: 'Dependency cycle',
  },
];

const allowed = [
  {
    name: 'a web route importing a feature',
    file: 'apps/web/src/routes/boundary-case.tsx',
    target: 'apps/web/src/features/policies/policy-status.ts',
    line: "import * as feature from '../features/policies/policy-status.ts';",
  },
  {
    name: 'a web feature importing shared code and its own files',
    file: 'apps/web/src/features/policies/boundary-case.ts',
    target: 'apps/web/src/shared/form/date-text.ts',
    line: "import * as shared from '../../shared/form/date-text.ts';\nimport * as own from './policy-status.ts';",
  },
  {
    name: 'a gateway router importing shared inputs',
    file: 'apps/gateway/src/routers/boundary-case.ts',
    target: 'apps/gateway/src/trpc/inputs.ts',
    line: "import { IdempotencyKey } from '../trpc/inputs.ts';",
  },
  {
    name: 'the gateway embedding the mock in src/server.ts',
    file: 'apps/gateway/src/server.ts',
    target: 'apps/mock-upstream/src/app.ts',
    line: "const mock = () => import('@portal/mock-upstream/app');",
  },
  {
    name: 'the contracts importing zod',
    file: 'packages/contracts/src/boundary-case.ts',
    target: 'packages/contracts/src/endpoint.ts',
    line: "import { z } from 'zod';\nimport * as own from './endpoint.ts';",
  },
  {
    name: 'a lazy part importing from the module that loads it (a dynamic import runs after both are evaluated)',
    file: 'apps/web/src/components/layout/profile-menu.tsx',
    target: 'apps/web/src/components/layout/profile-menu-popup.tsx',
    line: "const loadPopup = () => import('./profile-menu-popup.tsx');",
  },
];

describe('import boundaries', () => {
  for (const { name, file, target, line, says } of refused) {
    it(`refuse ${name}`, async () => {
      existing(target);
      const errors = await boundaryErrors(file, line);
      assert.equal(
        errors.length,
        1,
        `expected one boundary error for ${file}, got ${JSON.stringify(errors)}`,
      );
      assert.equal(errors[0].severity, 2);
      assert.match(errors[0].message, new RegExp(says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    });
  }

  for (const { name, file, target, line } of allowed) {
    it(`allow ${name}`, async () => {
      existing(target);
      assert.deepEqual(await boundaryErrors(file, line), []);
    });
  }
});
