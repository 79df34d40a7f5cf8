import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { configDefaults, defineConfig } from 'vitest/config';

/** A file that replaces a module for its own tests (`vi.mock`, `vi.doMock`). */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The unit-test config of a workspace package (decision record 0028). Test files share their worker's loaded
 * modules (`isolate: false`): Fastify, tRPC, zod, React and the contract catalogue load once per worker instead of
 * once per file, which halved the CPU time of the suites. Shared also means a module's state
 * lives on from one file to the next; every file builds its own app, store and servers, so none depends on it.
 * A replaced module cannot be shared (the files before may already hold the real one): files that replace one
 * run apart, isolated as before.
 */
export function unitTestConfig(
  packageDir: string,
  options: { include?: string[]; environment?: 'node'; maxWorkers?: number } = {},
) {
  const include = options.include ?? configDefaults.include;
  const replacing = globSync(include, { cwd: packageDir, ignore: ['**/node_modules/**'] }).filter((file) =>
    REPLACES_A_MODULE.test(readFileSync(join(packageDir, file), 'utf8')),
  );
  const shared = {
    name: 'shared',
    include,
    exclude: [...configDefaults.exclude, ...replacing],
    isolate: false,
  };
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      // A hang guard, not a speed check (speed goals are benchmarks): on a loaded 2-core CI machine the integration
      // tests that start servers or move 25 MB bodies took 5.0–5.9 s, past vitest's 5 s default (record 0028).
      testTimeout: 20_000,
      ...(options.maxWorkers ? { maxWorkers: options.maxWorkers } : {}),
      projects: [
        { extends: true as const, test: shared },
        ...(replacing.length > 0
          ? [{ extends: true as const, test: { name: 'isolated', include: replacing } }]
          : []),
      ],
    },
  });
}
