// What the test run could not do, told at its end (`npm test` runs this first with --clear, and last).
// A suite that cannot run on this machine leaves one line in its package's .test-notes/ folder (a test output,
// so turbo's cache gives it back with the cached result; see apps/gateway/test/redis-server.ts): the skipped
// suite is then named here, with why and how to run it, instead of vanishing into a skip count.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const folders = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name, '.test-notes')),
);

if (process.argv.includes('--clear')) {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
} else {
  const notes = folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.txt'))
        .map((name) => readFileSync(join(folder, name), 'utf8').trim()),
    )
    .filter(Boolean);
  if (notes.length === 0) console.log('\nEvery test suite ran.');
  else console.log(`\nNot run on this machine:\n${notes.map((note) => `- ${note}`).join('\n')}`);
}
