// Compiles the inlang project to src/paraglide with the paraglide CLI, then refuses (exit 1) when a message
// is missing in any locale or when the output holds no messages. The CLI alone warns and exits 0 in both
// cases, which would ship a half-translated or empty bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const projectDir = join(packageDir, 'project.inlang');
const outDir = join(packageDir, 'src', 'paraglide');

const settings = JSON.parse(readFileSync(join(projectDir, 'settings.json'), 'utf8'));
const locales = settings.locales;
const pathPattern = settings['plugin.inlang.messageFormat'].pathPattern;

const problems = [];
for (const modulePath of settings.modules) {
  if (/^https?:/.test(modulePath)) problems.push(`plugin "${modulePath}" must be a local path, not a URL`);
  else if (!existsSync(join(packageDir, modulePath))) problems.push(`plugin "${modulePath}" does not exist`);
}

/** @type {Map<string, Set<string>>} */
const keysByLocale = new Map();
for (const locale of locales) {
  const file = join(packageDir, pathPattern.replace('{locale}', locale));
  if (!existsSync(file)) {
    problems.push(`messages for "${locale}" not found at ${file}`);
    keysByLocale.set(locale, new Set());
    continue;
  }
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  const keys = new Set();
  for (const [key, value] of Object.entries(messages)) {
    if (key === '$schema') continue;
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${locale}: "${key}" is empty`);
    keys.add(key);
  }
  keysByLocale.set(locale, keys);
}

const allKeys = new Set([...keysByLocale.values()].flatMap((keys) => [...keys]));
for (const key of [...allKeys].sort()) {
  const missingIn = locales.filter((locale) => !keysByLocale.get(locale)?.has(key));
  if (missingIn.length > 0) problems.push(`"${key}" is missing in ${missingIn.join(', ')}`);
}

if (problems.length > 0) fail(problems);

const cli = findCli();
const result = spawnSync(
  process.execPath,
  [
    cli,
    'compile',
    '--project',
    projectDir,
    '--outdir',
    outDir,
    // the web app negotiates the locale itself (src/locales.ts) and sets it at startup
    '--strategy',
    'globalVariable',
    'baseLocale',
    '--emit-ts-declarations',
    '--silent',
  ],
  { cwd: packageDir, stdio: 'inherit' },
);
if (result.status !== 0) fail([`paraglide-js compile exited with ${result.status}`]);

const messagesDir = join(outDir, 'messages');
const emitted = existsSync(messagesDir)
  ? new Set(
      readdirSync(messagesDir)
        .filter((name) => name.endsWith('.js') && !name.startsWith('_'))
        .map((name) => name.slice(0, -'.js'.length)),
    )
  : new Set();
if (emitted.size === 0) fail(['the compiled output holds no messages (is a plugin path wrong?)']);
const notEmitted = [...allKeys].filter((key) => !emitted.has(key));
if (notEmitted.length > 0) fail([`not compiled: ${notEmitted.join(', ')}`]);

process.stdout.write(`[i18n] compiled ${emitted.size} messages for ${locales.join(', ')}\n`);

/** The paraglide package does not export its package.json, so look for its bin through node_modules. */
function findCli() {
  for (let dir = packageDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '@inlang', 'paraglide-js', 'bin', 'run.js');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) fail(['@inlang/paraglide-js is not installed']);
  }
}

/** @param {string[]} lines */
function fail(lines) {
  process.stderr.write(`[i18n] compile failed:\n  - ${lines.join('\n  - ')}\n`);
  process.exit(1);
}
