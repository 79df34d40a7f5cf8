/**
 * A route pattern as QA writes it in faults and journal filters:
 * - a glob on the URL path (no query string): `*` matches within one segment, `**` across segments, and a
 *   trailing slash is optional on both sides (`/api/v1/policy/*` matches `/api/v1/policy/policies/`);
 * - or, when it starts with `^`, a regular expression tested against the path as sent.
 */
export function compilePathPattern(pattern: string): RegExp {
  if (pattern.startsWith('^')) return new RegExp(pattern);
  const trimmed = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  const source = trimmed
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}/?$`);
}

/** The reason a pattern is refused, or undefined when it compiles. */
export function pathPatternProblem(pattern: string): string | undefined {
  try {
    compilePathPattern(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The path part of a request URL. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
