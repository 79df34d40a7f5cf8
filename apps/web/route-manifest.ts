import { readFileSync } from 'node:fs';
import { inferFullPath, type GeneratorPlugin, type RouteNode } from '@tanstack/router-generator';
import { parseAst, type Plugin } from 'vite';
import type { FirstQueryTemplate } from '@portal/contracts/first-queries';

/**
 * What the gateway knows of the app's pages, written by the build as `dist/.vite/routes.json` (decision record
 * 0049) from the route tree the router's generator reads from `src/routes`: each page's address, whether it needs
 * a session, and the files it loads. The gateway reads it at start (apps/gateway/src/http/web-routes.ts): it sends
 * an anonymous visitor of a signed-in page to the login, names a page's scripts in the document it sends and
 * answers the page's first queries with it.
 */
export interface RouteManifestEntry {
  /** The router's path of the page: `$name` is a parameter ('/claimdetail/$id'). */
  path: string;
  /** Whether the page sits under the layout that needs a session. */
  signedIn: boolean;
  /** The page's route file as the build's manifest names it ('src/routes/_authed/claimdetail.$id.tsx'). */
  file: string;
  /** The files of the layouts that wrap the page, outermost first (their parts load with it). */
  layouts: string[];
  /** The queries the page asks first, as its route declares them (`staticData.firstQueries`); only if it does. */
  firstQueries?: FirstQueryTemplate[];
}

export interface RouteManifestOptions {
  /** The routes folder, relative to the app's root, as in tsr.config.json ('src/routes'). */
  routesDirectory: string;
  /** The router path of the layout whose pages need a session ('/_authed'). */
  signedInLayout: string;
}

/** The file of a route node relative to the app's root, with '/' separators. */
function fileOf(node: RouteNode, routesDirectory: string): string {
  return `${routesDirectory.replace(/^\.\//, '').replace(/\/$/, '')}/${node.filePath.replaceAll('\\', '/')}`;
}

type AstNode = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The value of a JSON literal written in the source; anything else (a name, a call, a spread) is refused. */
function jsonOf(node: AstNode, file: string): unknown {
  switch (node.type) {
    case 'Literal':
      if (node.value === null || ['string', 'number', 'boolean'].includes(typeof node.value))
        return node.value;
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && isNode(node.argument) && typeof node.argument.value === 'number')
        return -node.argument.value;
      break;
    case 'ArrayExpression':
      return (node.elements as (AstNode | null)[]).map((element) => {
        if (!element) throw new Error(`${file}: firstQueries has a hole`);
        return jsonOf(element, file);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as AstNode[]).map((property) => {
          const key = property.key as AstNode;
          if (property.type !== 'Property' || property.computed || property.kind !== 'init')
            throw new Error(`${file}: firstQueries must be written as JSON`);
          const name = key.type === 'Identifier' ? key.name : key.value;
          return [String(name), jsonOf(property.value as AstNode, file)];
        }),
      );
  }
  throw new Error(`${file}: firstQueries must be written as JSON, found ${node.type}`);
}

/** The property `name` of an object literal, if written there. */
function propertyOf(node: AstNode, name: string): AstNode | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const property = (node.properties as AstNode[]).find((candidate) => {
    const key = candidate.key as AstNode | undefined;
    return (
      candidate.type === 'Property' && !candidate.computed && key?.type === 'Identifier' && key.name === name
    );
  });
  return property?.value as AstNode | undefined;
}

/**
 * The first queries a route file declares: the `staticData.firstQueries` of its `createFileRoute(…)({ … })`,
 * read from the file's syntax tree, never by running it (the build must not execute the app), so they must be a
 * JSON literal there. A file that names `firstQueries` anywhere else fails the build rather than losing them.
 * Their shape is the app's type check's to hold (`StaticDataRouteOption` in src/main.tsx); the gateway checks it
 * again when it reads routes.json.
 */
export function declaredFirstQueries(source: string, file: string): FirstQueryTemplate[] | undefined {
  let found: AstNode | undefined;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const callee = node.callee as AstNode | undefined;
    const options = (node.arguments as AstNode[] | undefined)?.[0];
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'CallExpression' &&
      (callee.callee as AstNode).type === 'Identifier' &&
      (callee.callee as AstNode).name === 'createFileRoute' &&
      options
    ) {
      const staticData = propertyOf(options, 'staticData');
      found = staticData && propertyOf(staticData, 'firstQueries');
      if (found) return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).body);
  if (!found) {
    if (/\bfirstQueries\b/.test(source))
      throw new Error(`${file}: firstQueries is read only from the staticData of createFileRoute(…)({ … })`);
    return undefined;
  }
  const declared = jsonOf(found, file);
  if (!Array.isArray(declared)) throw new Error(`${file}: firstQueries must be a list`);
  return declared as FirstQueryTemplate[];
}

/** The router's path of a route; an index page's trailing '/' is the same address. */
const addressOf = (node: RouteNode) => inferFullPath(node).replace(/(.)\/$/, '$1');

/** The layouts above a node, outermost first, without the root (it is the app's entry). */
function parentsOf(node: RouteNode): RouteNode[] {
  const parents: RouteNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) parents.unshift(parent);
  return parents;
}

/**
 * The pages of a route tree: every route with an address of its own that is not only the frame of another
 * (a layout and its index page share an address: the index page is the one shown).
 */
export function routeManifest(
  nodes: readonly RouteNode[],
  options: RouteManifestOptions,
): RouteManifestEntry[] {
  const frames = new Set(nodes.flatMap((node) => (node.parent ? [node.parent] : [])));
  const pages = new Map<string, RouteManifestEntry>();
  for (const node of nodes) {
    if (node.isNonPath || node.isVirtual || node._fsRouteType === 'pathless_layout') continue;
    const path = addressOf(node);
    if (frames.has(node) && nodes.some((other) => other.parent === node && addressOf(other) === path))
      continue;
    const parents = parentsOf(node);
    const file = fileOf(node, options.routesDirectory);
    const firstQueries = declaredFirstQueries(readFileSync(node.fullPath, 'utf8'), file);
    pages.set(path, {
      path,
      signedIn: [node, ...parents].some((route) => route.routePath === options.signedInLayout),
      file,
      layouts: parents.map((parent) => fileOf(parent, options.routesDirectory)),
      ...(firstQueries ? { firstQueries } : {}),
    });
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The generator plugin that keeps the latest route tree (for `tanstackRouter({ plugins })`) and the Vite plugin
 * that writes it into the build as `.vite/routes.json`, beside Vite's own manifest.
 */
export function routeManifestPlugins(options: RouteManifestOptions): {
  generator: GeneratorPlugin;
  vite: Plugin;
} {
  let routes: RouteManifestEntry[] | null = null;
  return {
    generator: {
      name: 'portal-route-manifest',
      onRouteTreeChanged: ({ routeNodes }) => {
        routes = routeManifest(routeNodes, options);
      },
    },
    vite: {
      name: 'portal-route-manifest',
      apply: 'build',
      generateBundle() {
        if (!routes) this.error('the router generator gave no route tree');
        this.emitFile({
          type: 'asset',
          fileName: '.vite/routes.json',
          source: `${JSON.stringify(routes, null, 2)}\n`,
        });
      },
    },
  };
}
