import { inferFullPath, type GeneratorPlugin, type RouteNode } from '@tanstack/router-generator';
import type { Plugin } from 'vite';

/**
 * What the gateway knows of the app's pages, written by the build as `dist/.vite/routes.json` (decision record
 * 0049) from the route tree the router's generator reads from `src/routes`: each page's address, whether it needs
 * a session, and the files it loads. The gateway reads it at start (apps/gateway/src/http/web-routes.ts): it sends
 * an anonymous visitor of a signed-in page to the login and names a page's scripts in the document it sends.
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
    pages.set(path, {
      path,
      signedIn: [node, ...parents].some((route) => route.routePath === options.signedInLayout),
      file: fileOf(node, options.routesDirectory),
      layouts: parents.map((parent) => fileOf(parent, options.routesDirectory)),
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
