/**
 * Which scripts a page address needs beyond the app's entry, read from the web build's manifest (Vite's
 * `build.manifest`, `.vite/manifest.json`), so the gateway can name them in the page it sends
 * (`<link rel="modulepreload">`, decision record 0023). Without them the browser learns of a page's chunks only
 * once the entry has downloaded and run and the router has matched the address: one more wave of requests
 * before anything of the page can show.
 *
 * The router's code splitting writes a manifest entry per split part of each route file
 * ('src/routes/_authed/claimdetail.$id.tsx?tsr-split=component'); the address a file serves follows TanStack
 * Router's file naming: '.' and '/' separate segments, '$name' is a parameter, a leading '_' is a layout
 * without a segment, a trailing '_' leaves the parent's layout, 'index' is the layout's own page and
 * '(name)' a folder without a segment. The same rules decide which layouts wrap a page (their chunks load
 * with it), as in `.size-limit.mjs`.
 */

/** What the preloads read of one manifest entry. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The parts a page needs to render; its pending, error and not-found parts load only when they show. */
const RENDER_PARTS = new Set(['component', 'loader']);
const SPLIT_PART = /^(src\/routes\/.+)\.tsx\?tsr-split=(.+)$/;

interface RouteFile {
  /** 'src/routes/_authed/claimdetail.$id' as '_authed.claimdetail.$id'. */
  id: string;
  /** Path segments: a string to match as written, null for a parameter. */
  segments: (string | null)[];
  /** The manifest keys of its component and loader. */
  parts: string[];
}

function segmentsOf(id: string): (string | null)[] {
  const segments: (string | null)[] = [];
  for (const name of id.split('.')) {
    if (name === 'index' || name.startsWith('_') || /^\(.*\)$/.test(name)) continue;
    const plain = name.endsWith('_') ? name.slice(0, -1) : name;
    segments.push(plain.startsWith('$') ? null : plain.toLowerCase());
  }
  return segments;
}

/** The closure of static imports of some manifest entries: every file they load before they run. */
function scriptsOf(manifest: Manifest, keys: readonly string[]): Set<string> {
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
 * The most specific route file for an address, as the router ranks them: at the first segment where two
 * candidates differ, a literal segment beats a parameter; between a layout and its own index page (the same
 * address), the page.
 */
function moreSpecific(a: RouteFile, b: RouteFile): RouteFile {
  for (let index = 0; index < a.segments.length; index += 1) {
    const [left, right] = [a.segments[index], b.segments[index]];
    if ((left === null) !== (right === null)) return left === null ? b : a;
  }
  return a.id.length >= b.id.length ? a : b;
}

/**
 * A function from a page address to the script files (as the manifest names them, 'assets/…js') its route
 * needs beyond what `entry` (the app's html entry) already loads; an empty list for an address no route
 * file serves. Computed per route file once.
 */
export function routePreloads(manifest: Manifest, entry = 'index.html'): (pathname: string) => string[] {
  const byFile = new Map<string, RouteFile>();
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_PART.exec(key);
    if (!match || !RENDER_PARTS.has(match[2]!)) continue;
    const id = match[1]!.slice('src/routes/'.length).replaceAll('/', '.');
    const route = byFile.get(id) ?? { id, segments: segmentsOf(id), parts: [] };
    route.parts.push(key);
    byFile.set(id, route);
  }
  const routes = [...byFile.values()];
  const loadedByEntry = scriptsOf(manifest, [entry]);
  const scripts = new Map<RouteFile, string[]>();
  const scriptsFor = (route: RouteFile): string[] => {
    let files = scripts.get(route);
    if (!files) {
      const layouts = routes.filter((other) => route.id.startsWith(`${other.id}.`));
      const keys = [route, ...layouts].flatMap((file) => file.parts);
      files = [...scriptsOf(manifest, keys)].filter((file) => !loadedByEntry.has(file));
      scripts.set(route, files);
    }
    return files;
  };

  return (pathname) => {
    const segments = pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => segment.toLowerCase());
    let best: RouteFile | null = null;
    for (const route of routes) {
      if (route.segments.length !== segments.length) continue;
      if (!route.segments.every((literal, index) => literal === null || literal === segments[index]))
        continue;
      best = best ? moreSpecific(best, route) : route;
    }
    return best ? scriptsFor(best) : [];
  };
}
