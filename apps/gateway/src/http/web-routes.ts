import type { FirstQueryTemplate } from '@portal/contracts/first-queries';
import { isFirstQueryTemplates } from '@portal/contracts/first-queries-schema';
import { matchRoute } from '@portal/contracts/page-routes';

/**
 * The web app's pages as its build describes them in `.vite/routes.json` (apps/web/route-manifest.ts, decision
 * record 0049): the gateway learns from the build which addresses need a session, which files a page loads and
 * which queries it asks first, instead of keeping lists of its own.
 */
export interface WebRoute {
  /** The router's path: `$name` is a parameter ('/claimdetail/$id'). */
  path: string;
  signedIn: boolean;
  /** The route file, as Vite's manifest names it ('src/routes/_authed/claimdetail.$id.tsx'). */
  file: string;
  /** The files of the layouts around it, outermost first. */
  layouts: string[];
  /** The queries the page asks first, as its route file declares them (none when absent). */
  firstQueries?: FirstQueryTemplate[];
}

/** What the preloads read of one entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function isWebRoute(value: unknown): value is WebRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    typeof route.signedIn === 'boolean' &&
    typeof route.file === 'string' &&
    Array.isArray(route.layouts) &&
    route.layouts.every((layout) => typeof layout === 'string') &&
    (route.firstQueries === undefined || isFirstQueryTemplates(route.firstQueries))
  );
}

/** The pages of a routes.json; a build that wrote anything else is refused, as the gateway could not serve it. */
export function readWebRoutes(json: string): WebRoute[] {
  const routes: unknown = JSON.parse(json);
  if (!Array.isArray(routes) || !routes.every(isWebRoute)) {
    throw new Error('routes.json is not a list of { path, signedIn, file, layouts, firstQueries? }');
  }
  return routes;
}

/** A page and the parameters its address gives. */
export interface WebRouteMatch {
  route: WebRoute;
  params: Record<string, string>;
}

/**
 * The page at this path (as sent, not decoded; a trailing slash is the same page), as the router ranks
 * candidates: at the first segment where two differ, a literal segment beats a parameter.
 */
export function webRouteOf(routes: readonly WebRoute[], pathname: string): WebRouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: WebRouteMatch | null = null;
  for (const route of routes) {
    const params = matchRoute(route.path, path);
    if (!params) continue;
    if (best) {
      const rival = best.route.path.split('/');
      const segments = route.path.split('/');
      const index = segments.findIndex(
        (segment, at) => segment.startsWith('$') !== rival[at]!.startsWith('$'),
      );
      if (index < 0 || segments[index]!.startsWith('$')) continue;
    }
    best = { route, params };
  }
  return best;
}

/** The closure of static imports of some manifest entries: every file they load before they run. */
export function scriptsOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
}

/**
 * The parts of a route file a page needs to render: the router's code splitting writes a manifest entry per part
 * ('<file>?tsr-split=component'); its pending, error and not-found parts load only when they show.
 */
const RENDER_PARTS = ['component', 'loader'];

/**
 * The script files (as the manifest names them, 'assets/…js') a page needs beyond what `entry` (the app's html
 * entry) already loads: the closure of its own and its layouts' render parts.
 */
export function pageScripts(manifest: Manifest, route: WebRoute, entry = 'index.html'): string[] {
  const loadedByEntry = scriptsOf(manifest, [entry]);
  const keys = [...route.layouts, route.file].flatMap((file) =>
    RENDER_PARTS.map((part) => `${file}?tsr-split=${part}`),
  );
  return [...scriptsOf(manifest, keys)].filter((file) => !loadedByEntry.has(file));
}
