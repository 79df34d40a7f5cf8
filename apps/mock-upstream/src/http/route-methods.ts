/**
 * The methods each registered path answers, so a known path called with another method gets 405 with `Allow`
 * (RFC 9110 §15.5.6) instead of a 404 that reads as "no such endpoint". Fed from Fastify's `onRoute` hook, so
 * catalogue, admin and storage routes are all covered without a second list.
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(url: string, methods: string | readonly string[]): void {
    let known = this.byUrl.get(url);
    if (!known) {
      known = new Set();
      this.byUrl.set(url, known);
      this.routes.push({ pattern: patternOf(url), methods: known });
    }
    for (const method of [methods].flat()) known.add(method.toUpperCase());
  }

  /** Methods registered on routes whose pattern matches this concrete path (no query), sorted. */
  allowedOn(path: string): string[] {
    const allowed = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  }
}

/** `/api/v1/user/documents/:id/` → a regex on the path as sent; the trailing slash is optional, as in the router. */
function patternOf(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}
