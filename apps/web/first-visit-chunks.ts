import { basename, dirname, resolve } from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';

/*
 * Fewer files for a first visit (decision record 0023). Over HTTP/1.1 a browser opens six connections
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

/** An ESTree node as the parser gives it: a `type` and fields, some of them nodes or lists of nodes. */
interface AstNode {
  type: string;
  [field: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node under `node`, with its parent. */
function walk(
  node: AstNode,
  visit: (node: AstNode, parent: AstNode | null) => void,
  parent: AstNode | null = null,
) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit, node);
    if (isNode(value)) walk(value, visit, node);
  }
}

/** The name of an import or export specifier's side (`a`, or `'a'` as a string). */
const nameOf = (node: unknown): string => {
  if (!isNode(node)) return '';
  return String(node.type === 'Identifier' ? node.name : node.value);
};

/** The value a module-level statement gives: its source's string. */
const sourceOf = (node: AstNode): string => String((node.source as AstNode).value);

/** Whether an identifier is a reference to a binding (not a property name or a key). */
function isReference(node: AstNode, parent: AstNode | null): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if (parent.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
    return false;
  if ((parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === node)
    return !!parent.computed;
  return true;
}

interface ModuleImports {
  /** Only imports and re-exports: followed along the names asked of it. */
  barrel: boolean;
  /** Specifier → what this module takes from it (when not a barrel). */
  uses: Map<string, Wanted>;
  /** Exported name → where it comes from (when a barrel); `export *` specifiers in `stars`. */
  exports: Map<string, Binding>;
  stars: string[];
  /** Names the module declares and exports itself (`export const x`, `export default`). */
  own: Set<string>;
}

export function readImports(code: string): ModuleImports {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: AstNode[] };
  const statements = program.body;
  const isModuleLink = (statement: AstNode) =>
    statement.type === 'ImportDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && !statement.declaration);
  /*
   * A namespace taken by name (`import { m } from '…/messages'`, then `m.claims_title()`) is a set of its members:
   * `imported.member` for each one the code names. A namespace used whole (passed on, indexed) is all of it.
   */
  const references = new Map<string, { all: number; members: Set<string> }>();
  for (const statement of statements) {
    if (isModuleLink(statement)) continue;
    walk(statement, (node, parent) => {
      if (node.type !== 'Identifier' || !isReference(node, parent)) return;
      const name = String(node.name);
      const seen = references.get(name) ?? { all: 0, members: new Set<string>() };
      seen.all += 1;
      const member = parent?.type === 'MemberExpression' && parent.object === node && !parent.computed;
      if (member) seen.members.add(nameOf(parent.property));
      else seen.members.add('');
      references.set(name, seen);
    });
  }
  const members = (local: string, imported: string): string[] => {
    const seen = references.get(local);
    if (!seen || seen.members.has('')) return [imported];
    return [...seen.members].map((member) => `${imported}.${member}`);
  };
  const uses = new Map<string, Wanted>();
  const use = (specifier: string, wanted: Wanted) => {
    const before = uses.get(specifier);
    if (before === '*' || wanted === '*') uses.set(specifier, '*');
    else uses.set(specifier, new Set([...(before ?? []), ...wanted]));
  };
  const locals = new Map<string, Binding>();
  const exports = new Map<string, Binding>();
  const stars: string[] = [];
  const own = new Set<string>();
  const exportLists: AstNode[] = [];
  for (const statement of statements) {
    if (statement.importKind === 'type' || statement.exportKind === 'type') continue;
    const specifiers = ((statement.specifiers as AstNode[] | undefined) ?? []).filter(
      (specifier) => specifier.importKind !== 'type' && specifier.exportKind !== 'type',
    );
    switch (statement.type) {
      case 'ImportDeclaration': {
        const specifier = sourceOf(statement);
        if (specifiers.some((each) => each.type === 'ImportNamespaceSpecifier')) {
          use(specifier, '*');
          break;
        }
        const wanted = new Set<string>();
        for (const each of specifiers) {
          const imported = each.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(each.imported);
          const local = nameOf(each.local);
          for (const name of imported === 'default' ? ['default'] : members(local, imported))
            wanted.add(name);
          locals.set(local, { specifier, imported });
        }
        use(specifier, wanted);
        break;
      }
      case 'ExportAllDeclaration': {
        const specifier = sourceOf(statement);
        if (statement.exported) exports.set(nameOf(statement.exported), { specifier, imported: '*' });
        else stars.push(specifier);
        use(specifier, '*');
        break;
      }
      case 'ExportNamedDeclaration': {
        if (statement.source) {
          const specifier = sourceOf(statement);
          for (const each of specifiers)
            exports.set(nameOf(each.exported), { specifier, imported: nameOf(each.local) });
          use(specifier, new Set(specifiers.map((each) => nameOf(each.local))));
        } else if (isNode(statement.declaration)) {
          const declaration = statement.declaration;
          if (declaration.type === 'VariableDeclaration') {
            for (const declarator of declaration.declarations as AstNode[]) own.add(nameOf(declarator.id));
          } else own.add(nameOf(declaration.id));
        } else exportLists.push(...specifiers);
        break;
      }
      case 'ExportDefaultDeclaration':
        own.add('default');
        break;
    }
  }
  // `export { a, b as c }`: a name imported before is passed on, one of its own bindings is its own export.
  for (const each of exportLists) {
    const binding = locals.get(nameOf(each.local));
    if (binding) exports.set(nameOf(each.exported), binding);
    else own.add(nameOf(each.exported));
  }
  const ownCode = statements.filter(
    (statement) =>
      !isModuleLink(statement) && !(statement.type === 'ExpressionStatement' && statement.directive),
  );
  return { barrel: statements.length > 0 && ownCode.length === 0, uses, exports, stars, own };
}

/** A module's imports, or null for code the parser does not take (followed whole, as any unread module). */
function readableImports(code: string): ModuleImports | null {
  try {
    return readImports(code);
  } catch {
    return null;
  }
}

/** The module a specifier of `importer` names, among the modules it imports (null when it cannot tell). */
export function resolveSpecifier(
  importer: string,
  specifier: string,
  imported: readonly string[],
): string | null {
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
  // A workspace package (`@portal/i18n`) is its folder under packages/, not a copy in node_modules.
  const workspaceFolder = packageName.startsWith('@portal/') ? `/packages/${packageName.slice(8)}/` : null;
  const candidates = imported.filter(
    (id) =>
      id.includes(`/node_modules/${packageName}/`) ||
      (workspaceFolder !== null && id.includes(workspaceFolder)),
  );
  // Two files of one package (`@portal/i18n/messages` and `@portal/i18n/runtime`): the one the subpath names.
  const subpath = specifier
    .slice(packageName.length + 1)
    .split('/')
    .pop();
  // A module read with a query (the login's own copies, `?login`) is named by its file.
  const named = candidates.filter(
    (id) => subpath && basename(id.split('?')[0] ?? id).replace(/\.[cm]?[jt]sx?$/, '') === subpath,
  );
  return (named.length === 1 ? named : candidates).sort((a, b) => a.length - b.length)[0] ?? null;
}

/**
 * The modules `root` loads before it runs, following static imports and, through a module that only re-exports,
 * only the names asked of it. Anything it cannot read is followed whole (a larger set: fewer modules grouped).
 */
interface Reader {
  read: (id: string) => ModuleImports | null;
  /** Where the name `name` of a module that re-exports `export *` comes from. */
  starsExporting: (id: string, name: string) => { from: string[]; unknown: boolean };
}

/** One reading of the modules per build: every route's imports are followed through the same modules. */
const readers = new WeakMap<Rolldown.ChunkingContext, Reader>();
function readerOf(ctx: Rolldown.ChunkingContext): Reader {
  const known = readers.get(ctx);
  if (known) return known;
  const parsed = new Map<string, ModuleImports | null>();
  const read = (id: string): ModuleImports | null => {
    if (!parsed.has(id)) {
      const code = ctx.getModuleInfo(id)?.code;
      parsed.set(id, code ? readableImports(code) : null);
    }
    return parsed.get(id) ?? null;
  };
  /** Whether `id` exports `name`, itself or through `export *` (true when it cannot tell). */
  const exportsName = (id: string, name: string, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const imports = read(id);
    const info = ctx.getModuleInfo(id);
    if (!imports || !info) return true;
    if (imports.own.has(name) || imports.exports.has(name)) return true;
    return imports.stars.some((star) => {
      const from = resolveSpecifier(id, star, info.importedIds);
      return from === null || exportsName(from, name, seen);
    });
  };
  // Per module with `export *`: which of its star modules declare each name (the messages' index has 1,533).
  interface StarIndex {
    byName: Map<string, string[]>;
    nested: string[];
    unknown: boolean;
  }
  const indexes = new Map<string, StarIndex>();
  const starIndex = (id: string): StarIndex => {
    let index = indexes.get(id);
    if (index) return index;
    index = { byName: new Map(), nested: [], unknown: false };
    const importedIds = ctx.getModuleInfo(id)?.importedIds ?? [];
    for (const star of read(id)?.stars ?? []) {
      const from = resolveSpecifier(id, star, importedIds);
      const imports = from ? read(from) : null;
      if (!from || !imports) {
        index.unknown = true;
        continue;
      }
      if (imports.stars.length > 0) index.nested.push(from);
      for (const name of [...imports.own, ...imports.exports.keys()])
        index.byName.set(name, [...(index.byName.get(name) ?? []), from]);
    }
    indexes.set(id, index);
    return index;
  };
  const reader: Reader = {
    read,
    starsExporting: (id, name) => {
      const index = starIndex(id);
      const nested = index.nested.filter((from) => exportsName(from, name));
      return { from: [...(index.byName.get(name) ?? []), ...nested], unknown: index.unknown };
    },
  };
  readers.set(ctx, reader);
  return reader;
}

function usedImports(ctx: Rolldown.ChunkingContext, root: string, dynamic: boolean): Set<string> {
  const { read, starsExporting } = readerOf(ctx);
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
    const imports = read(id);
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
      for (const wantedName of fresh) {
        // `m.claims_title`: the member `claims_title` of what this module exports as `m`.
        const [name = wantedName, member] = wantedName.split(/\.(.*)/s);
        const binding = imports.exports.get(name);
        const from = binding ? target(binding.specifier) : null;
        if (binding && from) {
          if (binding.imported !== '*')
            ask(from, new Set([member ? `${binding.imported}.${member}` : binding.imported]));
          else ask(from, member ? new Set([member]) : '*');
        } else if (binding) for (const imported of info.importedIds) ask(imported, '*');
        else {
          const stars = starsExporting(id, name);
          if (stars.unknown) for (const imported of info.importedIds) ask(imported, '*');
          for (const from of stars.from) ask(from, new Set([wantedName]));
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

/**
 * Stylesheets stay where Vite puts them. (The messages, one module each, are grouped like any module: the
 * reading follows `m.claims_title` to its one message, not to all 1,500 of them.)
 */
const LEFT_ALONE = /\.css($|\?)/;
/** A part of a route's file the router plugin splits off (`claimdetail.$id.tsx?tsr-split=component`). */
const ROUTE_PART = /\?tsr-split=/;

/** Below this many bytes of code, a set of modules is not worth a file of its own (record 0023). */
const SMALL = 4_000;
/** What small shared sets may add to the app's chunk, which every page loads. */
const APP_CORE_ROOM = 12_000;
/** What small sets the login draws with pages of the app may add to the chunk both documents load. */
const CORE_ROOM = 4_000;
/** A set the login draws with at most this many parts of the app joins the login's one shared chunk. */
const LOGIN_FAMILY = 3;

/**
 * The chunks of the pages (decision record 0023). Rolldown makes a chunk per set of entries that
 * share a module, and each route has up to four entries (its loader, page, error and pending parts): a claim
 * detail loaded 40 files, most under 1 kB, each waiting its turn on one of six connections. Here the entries
 * are counted per route (a route's parts always load together; each part loaded on need, such as a dialog or a
 * form step, counts as its own), so what only one route uses is one file. Then each set of modules too small to
 * be worth a request (under SMALL bytes) joins the smallest set of modules that every one of its users loads
 * anyway, if that set has at most twice its users: its users save a file, and that set's other users, no more
 * of them than its own, load its few bytes more. A small set that many routes share may join the app's chunk, up
 * to APP_CORE_ROOM bytes in all.
 *
 * The login document counts as one more page: what its entry draws first and some page of the app
 * uses too (the form's fields, the OTP boxes, their messages) was left to Rolldown, 13 files of about 1 kB on
 * the login's first visit. No set the login loads takes a byte only the app's pages use, and none joins the
 * app's chunk, which the login never loads.
 */
function pageChunks(
  ctx: Rolldown.ChunkingContext,
  groups: Map<string, string>,
  appEver: Set<string>,
  login: { entry: string; first: Set<string>; ever: Set<string> },
): void {
  const size = (id: string) => ctx.getModuleInfo(id)?.code?.length ?? 0;
  const entries = new Set<string>();
  for (const id of appEver)
    for (const lazy of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) entries.add(lazy);
  // Who uses each module first: a route (its file, for every part of it) or a part loaded on need.
  const users = new Map<string, Set<string>>();
  const routes = new Set<string>();
  const firstVisits: [string, Set<string>][] = [...entries].map((entry) => [
    ROUTE_PART.test(entry) ? (entry.split('?')[0] ?? entry) : entry,
    usedImports(ctx, entry, false),
  ]);
  for (const entry of entries) if (ROUTE_PART.test(entry)) routes.add(entry.split('?')[0] ?? entry);
  routes.add(login.entry);
  firstVisits.push([login.entry, login.first]);
  for (const [user, modules] of firstVisits)
    for (const module of modules) {
      // What the login loads only on need stays with Rolldown, as what only the app's on-need parts use does.
      const loginLater = login.ever.has(module) && !login.first.has(module);
      if (groups.has(module) || loginLater || LEFT_ALONE.test(module) || entries.has(module)) continue;
      users.set(module, new Set([...(users.get(module) ?? []), user]));
    }
  interface ModuleSet {
    users: Set<string>;
    modules: string[];
    size: number;
    into?: ModuleSet;
  }
  const sets = new Map<string, ModuleSet>();
  for (const [module, who] of users) {
    const key = [...who].sort().join('|');
    const set = sets.get(key) ?? { users: who, modules: [], size: 0 };
    set.modules.push(module);
    set.size += size(module);
    sets.set(key, set);
  }
  /*
   * Only what a route draws first is grouped here. What only parts loaded on need use stays with Rolldown's own
   * chunks, which the groups never import: grouping those too made a lazy editor's chunk and its group import
   * each other, and the editor failed to start (a binding read before its chunk had run).
   */
  const drawnFirst = (set: ModuleSet) => [...set.users].some((user) => routes.has(user));
  const appCore: ModuleSet = {
    users: new Set([...users.values()].flatMap((who) => [...who])),
    modules: [],
    size: 0,
  };
  const within = (inner: Set<string>, outer: Set<string>) => [...inner].every((user) => outer.has(user));
  /*
   * Whether every user of `target` loads what `set`'s modules import anyway: moving a module into another chunk
   * moves its imports into that chunk's imports too (a form field's select would bring Radix's to every page).
   */
  const importsCovered = (set: ModuleSet, target: ModuleSet) =>
    set.modules.every((module) =>
      (ctx.getModuleInfo(module)?.importedIds ?? []).every((imported) => {
        if (groups.has(imported) || LEFT_ALONE.test(imported)) return true;
        // The app's chunk imports nothing but the entry's chunks: no chunk of the app imports it back.
        const who = target === appCore ? undefined : users.get(imported);
        return who !== undefined && within(target.users, who);
      }),
    );
  // The login's first visit takes no byte the login does not use, and never the app's chunk.
  const forLogin = (set: ModuleSet) => set.users.has(login.entry);
  let room = APP_CORE_ROOM;
  const core: ModuleSet = { users: new Set(), modules: [], size: 0 };
  let coreRoom = CORE_ROOM;
  const importsInCore = (set: ModuleSet) =>
    set.modules.every((module) =>
      (ctx.getModuleInfo(module)?.importedIds ?? []).every(
        (imported) =>
          groups.get(imported) === 'core' || LEFT_ALONE.test(imported) || set.modules.includes(imported),
      ),
    );
  /*
   * A small set joins a chunk only where at most as many pages load it without using it as use it: its bytes in
   * a chunk shared by many more pages (the info pages' frame with every page's list states, the agency's
   * policy hooks with a claim's detail) cost the pages that are heaviest already more than a file of its own
   * costs the few that use it.
   */
  const fewStrangers = (set: ModuleSet, other: ModuleSet) =>
    other.users.size - set.users.size <= set.users.size;
  for (const set of [...sets.values()].sort((a, b) => a.size - b.size)) {
    if (set.into || set.size >= SMALL || !drawnFirst(set)) continue;
    let best: ModuleSet | null = null;
    for (const other of sets.values())
      if (
        other !== set &&
        !other.into &&
        forLogin(other) === forLogin(set) &&
        within(set.users, other.users) &&
        fewStrangers(set, other) &&
        importsCovered(set, other)
      )
        if (
          !best ||
          other.users.size < best.users.size ||
          (other.users.size === best.users.size && other.size > best.size)
        )
          best = other;
    const widelyShared = [...set.users].filter((user) => routes.has(user)).length * 4 >= routes.size;
    if (!best && !forLogin(set) && widelyShared && set.size <= room && importsCovered(set, appCore)) {
      best = appCore;
      room -= set.size;
    }
    // A small set the login draws with pages of the app (a card, an alert, a title) joins the chunk both
    // documents load, up to CORE_ROOM bytes in all.
    if (!best && forLogin(set) && set.size <= coreRoom && importsInCore(set)) {
      best = core;
      coreRoom -= set.size;
    }
    if (!best) continue;
    set.into = best;
    best.size += set.size;
    best.modules.push(...set.modules);
  }
  /*
   * What the login draws with only a few parts of the app (the OTP boxes with the phone change and the
   * endorsement's check, the phone form with the app's own login route) is one chunk: one file on the login's
   * first visit, where it was one per set. Those few parts load the others' bytes with theirs. They import only
   * chunks with more users, and none of those imports them back, so no two chunks import each other.
   */
  const family = [...sets.values()].filter(
    (set) => !set.into && forLogin(set) && set.users.size - 1 <= LOGIN_FAMILY,
  );
  const [head, ...rest] = family.sort((a, b) => b.size - a.size);
  if (head)
    for (const set of rest) {
      set.into = head;
      head.size += set.size;
      head.modules.push(...set.modules);
      for (const user of set.users) head.users.add(user);
    }
  const names = new Map<ModuleSet, string>();
  const nameOf = (set: ModuleSet): string => {
    if (set === appCore) return 'app-core';
    if (set === core) return 'core';
    let name = names.get(set);
    if (!name) {
      const [largest] = [...set.modules].sort((a, b) => size(b) - size(a));
      const base = basename((set.users.size === 1 ? [...set.users][0] : largest) ?? 'shared');
      // One name, one chunk: two sets named after an index.mjs each would become one file.
      const wanted = `${set.users.size === 1 ? 'page' : 'shared'}-${base.split('?')[0]!.replace(/\.[cm]?[jt]sx?$/, '')}`;
      const taken = new Set(names.values());
      name = wanted;
      for (let n = 2; taken.has(name); n += 1) name = `${wanted}-${n}`;
      names.set(set, name);
    }
    return name;
  };
  const assigned = new Map<string, string>();
  for (const set of sets.values())
    if (!set.into && drawnFirst(set)) for (const module of set.modules) assigned.set(module, nameOf(set));
  for (const module of appCore.modules) assigned.set(module, 'app-core');
  for (const module of core.modules) assigned.set(module, 'core');
  for (const [module, name] of assigned) groups.set(module, name);
}

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
      pageChunks(ctx, groups, appEver, { entry: loginEntry, first: login, ever: loginEver });
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
