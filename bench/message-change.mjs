/**
 * A one-sentence change to one message moves only the routes that show it (decision record 0041). Builds the web
 * app twice into a temporary folder, before and after adding a sentence to one message in one language, and
 * compares: the chunks of code must keep their names, and only the routes (and parts) whose packs hold that
 * message may change size, in that language. Exits 1 otherwise.
 *
 *   node bench/message-change.mjs [key] [locale]      (default: claims_timeline_title en; ~1 minute on 2 cores)
 *
 * The message files and the compiled messages are put back as they were, also when a build fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { log } from 'node:console';

const root = resolve(import.meta.dirname, '..');
const [key = 'claims_timeline_title', locale = 'en'] = process.argv.slice(2);
const messagesFile = join(root, 'packages/i18n/messages', `${locale}.json`);
const original = readFileSync(messagesFile, 'utf8');
const messages = JSON.parse(original);
if (typeof messages[key] !== 'string') throw new Error(`${key} is not a message of ${locale}`);

const work = mkdtempSync(join(tmpdir(), 'message-change-'));
const compile = () =>
  execFileSync('node', ['packages/i18n/scripts/compile.mjs'], { cwd: root, stdio: 'ignore' });
const build = (outDir) =>
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: 'ignore',
  });

try {
  compile();
  build(join(work, 'before'));
  writeFileSync(
    messagesFile,
    JSON.stringify({ ...messages, [key]: `${messages[key]} Thank you.` }, null, 2) + '\n',
  );
  compile();
  build(join(work, 'after'));
} finally {
  writeFileSync(messagesFile, original);
  compile();
}

const codeChunks = (dist) =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js') && !/\.[a-z]{2}-[\w-]{10}\.js$/.test(name))
    .sort();
/** Each check of .size-limit.mjs in the changed language: its name, files and bytes as served. */
async function measure(dist) {
  process.env.WEB_DIST_DIR = dist;
  process.env.MESSAGES_LOCALE = locale;
  const { default: checks } = await import(`${join(root, '.size-limit.mjs')}?${dist}`);
  return new Map(
    checks.map((check) => [
      check.name,
      { files: check.path, size: check.path.reduce((total, file) => total + statSync(file).size, 0) },
    ]),
  );
}

const before = codeChunks(join(work, 'before'));
const after = codeChunks(join(work, 'after'));
const renamed = before.filter((name) => !after.includes(name));
const [sizesBefore, sizesAfter] = [await measure(join(work, 'before')), await measure(join(work, 'after'))];
const packs = JSON.parse(readFileSync(join(work, 'after', '.vite/message-packs.json'), 'utf8'));
const holding = new Set(
  Object.entries(packs).flatMap(([, byLocale]) => {
    const file = byLocale[locale];
    return file && readFileSync(join(work, 'after', file), 'utf8').includes(`${key}:`) ? [file] : [];
  }),
);

log(`${key} (${locale}) + " Thank you."`);
log(
  `chunks of code renamed: ${renamed.length} of ${before.length}${renamed.length ? ` (${renamed.join(', ')})` : ''}`,
);
let unrelated = 0;
for (const [name, { size }] of sizesBefore) {
  const next = sizesAfter.get(name);
  const shows = next.files.some((file) =>
    [...holding].some((pack) => file.startsWith(join(work, 'after', pack))),
  );
  if (next.size === size) continue;
  if (!shows) unrelated += 1;
  log(
    `  ${shows ? 'shows it ' : 'UNRELATED'} ${name}: ${size} → ${next.size} B (${next.size - size >= 0 ? '+' : ''}${next.size - size})`,
  );
}
log(`routes that changed without showing the message: ${unrelated}`);
rmSync(work, { recursive: true, force: true });
if (renamed.length > 0 || unrelated > 0) process.exit(1);
