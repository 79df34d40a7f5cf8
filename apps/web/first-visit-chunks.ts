import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/*
 * Fewer files for a first visit (decision record 0023, session 13). Over HTTP/1.1 a browser opens six connections
 * per host and every file waits its turn for a round trip. Rolldown makes a chunk per set of entries that share a
 * module (each lazy route part is an entry), so what the app's entry imports and some route parts import too
 * became a file of its own: the entry loaded 20 files before it could run. But a lazy part of the app only ever
 * loads after the app's entry has, so what the entry imports is always there before any of them, and can be one
 * chunk: what both documents' entries import (React and co), what only the app's entry imports and the login
 * document never loads, what only the login's entry imports and the app never loads. No page loads a byte more.
 *
 * "Imports" counts what is used: a package's index that only re-exports (`@tanstack/react-router`) is followed
 * only along the names imported from it. The login takes two search helpers from the router's index; followed
 * whole, the index would put the whole router among the login's imports, and so into the login's first visit.
 */

/** What a module takes from each specifier it imports or re-exports; '*' is everything. */
type Wanted = Set<string> | '*';
interface Binding {
  specifier: string;
  imported: string;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const IMPORT =
  /\bimport\s+(type\s+)?([\w$]+\s*,?\s*)?(\*\s+as\s+[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;?/g;
const STATEMENTS = new RegExp(
  `${IMPORT.source}\\s*;?|${EXPORT_FROM.source}\\s*;?|${EXPORT_LIST.source}`,
  'g',
);

/** `a, type b, c as d` → [['a','a'], ['c','d']] (imported or local name, then the name it is known by). */
function names(list: string): [string, string][] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [from = '', to = from] = part.split(/\s+as\s+/);
      return [from.trim(), to.trim()];
    });
}

interface ModuleImports {
  /** Only imports and re-exports: followed along the names asked of it. */
  barrel: boolean;
  /** Specifier → what this module takes from it (when not a barrel). */
  uses: Map<string, Wanted>;
  /** Exported name → where it comes from (when a barrel); `export *` specifiers in `stars`. */
  exports: Map<string, Binding>;
  stars: string[];
}

export function readImports(code: string): ModuleImports {
  const source = code.replace(COMMENTS, '');
  const uses = new Map<string, Wanted>();
  const use = (specifier: string, wanted: Wanted) => {
    const before = uses.get(specifier);
    if (before === '*' || wanted === '*') uses.set(specifier, '*');
    else uses.set(specifier, new Set([...(before ?? []), ...wanted]));
  };
  const locals = new Map<string, Binding>();
  for (const [, type, defaultName, rest, specifier = ''] of source.matchAll(IMPORT)) {
    if (type) continue;
    const wanted = new Set<string>();
    if (defaultName?.replace(',', '').trim()) {
      wanted.add('default');
      locals.set(defaultName.replace(',', '').trim(), { specifier, imported: 'default' });
    }
    if (rest?.startsWith('*')) {
      use(specifier, '*');
      continue;
    }
    for (const [imported, local] of names(rest ?? '')) {
      wanted.add(imported);
      locals.set(local, { specifier, imported });
    }
    use(specifier, wanted);
  }
  const exports = new Map<string, Binding>();
  const stars: string[] = [];
  for (const [, type, what = '', specifier = ''] of source.matchAll(EXPORT_FROM)) {
    if (type) continue;
    if (what.startsWith('*')) {
      const namespace = /\bas\s+([\w$]+)/.exec(what)?.[1];
      if (namespace) exports.set(namespace, { specifier, imported: '*' });
      else stars.push(specifier);
      use(specifier, '*');
      continue;
    }
    for (const [imported, exported] of names(what)) exports.set(exported, { specifier, imported });
    use(specifier, new Set(names(what).map(([imported]) => imported)));
  }
  for (const [, list = ''] of source.matchAll(EXPORT_LIST)) {
    for (const [local, exported] of names(list)) {
      const binding = locals.get(local);
      if (binding) exports.set(exported, binding);
    }
  }
  const rest = source.replace(STATEMENTS, '').replace(/["']use (client|strict)["'];?/g, '');
  return { barrel: /^\s*$/.test(rest) && source.trim() !== '', uses, exports, stars };
}

/** The module a specifier of `importer` names, among the modules it imports (null when it cannot tell). */
function resolveSpecifier(importer: string, specifier: string, imported: readonly string[]): string | null {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(importer), specifier);
    return (
      imported.find(
        (id) =>
          id === path ||
          id.split('?')[0]?.replace(/\.[cm]?[jt]sx?$/, '') === path.replace(/\.[cm]?[jt]sx?$/, ''),
      ) ?? null
    );
  }
  const packageName = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  const candidates = imported.filter((id) => id.includes(`/node_modules/${packageName}/`));
  return candidates.sort((a, b) => a.length - b.length)[0] ?? null;
}

/**
 * The modules `root` loads before it runs, following static imports and, through a module that only re-exports,
 * only the names asked of it. Anything it cannot read is followed whole (a larger set: fewer modules grouped).
 */
function usedImports(ctx: Rolldown.ChunkingContext, root: string, dynamic: boolean): Set<string> {
  const parsed = new Map<string, ModuleImports>();
  const asked = new Map<string, Wanted>();
  const queue: [string, Wanted][] = [[root, '*']];
  const ask = (id: string, wanted: Wanted) => queue.push([id, wanted]);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [id, wanted] = next;
    const before = asked.get(id);
    const fresh =
      before === undefined
        ? wanted
        : before === '*'
          ? null
          : wanted === '*'
            ? '*'
            : new Set([...wanted].filter((name) => !before.has(name)));
    if (fresh === null || (fresh !== '*' && fresh.size === 0 && before !== undefined)) continue;
    asked.set(id, before === undefined || fresh === '*' ? fresh : new Set([...before, ...fresh]));
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (dynamic) for (const lazy of info.dynamicallyImportedIds) ask(lazy, '*');
    let imports = parsed.get(id);
    if (!imports && info.code) parsed.set(id, (imports = readImports(info.code)));
    const resolved = new Map<string, string | null>();
    const target = (specifier: string) => {
      if (!resolved.has(specifier))
        resolved.set(specifier, resolveSpecifier(id, specifier, info.importedIds));
      return resolved.get(specifier) ?? null;
    };
    if (!imports || (imports.barrel && fresh === '*')) {
      for (const imported of info.importedIds) ask(imported, '*');
      continue;
    }
    if (imports.barrel && fresh !== '*') {
      for (const name of fresh) {
        const binding = imports.exports.get(name);
        const from = binding ? target(binding.specifier) : null;
        if (binding && from) ask(from, binding.imported === '*' ? '*' : new Set([binding.imported]));
        else if (binding) for (const imported of info.importedIds) ask(imported, '*');
        else
          for (const star of imports.stars) {
            const from = target(star);
            if (from) ask(from, new Set([name]));
            else for (const imported of info.importedIds) ask(imported, '*');
          }
      }
      continue;
    }
    const followed = new Set<string>();
    for (const [specifier, names] of imports.uses) {
      const from = target(specifier);
      if (!from) continue;
      followed.add(from);
      ask(from, names);
    }
    // Imports the reading could not place (a plugin's virtual module, another syntax): followed whole.
    for (const imported of info.importedIds) if (!followed.has(imported)) ask(imported, '*');
  }
  asked.delete(root);
  return new Set(asked.keys());
}

/** Stylesheets stay where Vite puts them; the messages are taken one by one from one module of all of them. */
const LEFT_ALONE = /\.css($|\?)|[\\/]paraglide[\\/]messages[\\/]/;

/** Rolldown's `codeSplitting.groups[].name`: the first-visit chunk of a module, or null for the default. */
export function firstVisitChunks(
  appEntry: string,
  loginEntry: string,
): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let groups: Map<string, string> | undefined;
  return (id, ctx) => {
    if (!groups) {
      const app = usedImports(ctx, appEntry, false);
      const login = usedImports(ctx, loginEntry, false);
      const appEver = usedImports(ctx, appEntry, true);
      const loginEver = usedImports(ctx, loginEntry, true);
      groups = new Map();
      for (const module of app) {
        if (login.has(module)) groups.set(module, 'core');
        else if (!loginEver.has(module)) groups.set(module, 'app-core');
      }
      for (const module of login) if (!appEver.has(module)) groups.set(module, 'login-core');
    }
    return LEFT_ALONE.test(id) ? null : (groups.get(id) ?? null);
  };
}

/**
 * The build fails when the login document's entry would load the app's chunk: the reading of the imports above
 * got something wrong, and the login's first visit would carry the app.
 */
export function loginWithoutApp(): Plugin {
  return {
    name: 'portal-login-without-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const login = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'login');
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      if (login) visit(login.fileName);
      const app = [...seen].filter((fileName) => chunks.get(fileName)?.name === 'app-core');
      if (app.length > 0) this.error(`the login document's entry loads the app's chunk ${app.join(', ')}`);
    },
  };
}
