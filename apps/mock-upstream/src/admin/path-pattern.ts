/**
 * A route pattern as QA writes it in faults, stubs and journal filters:
 * - a glob on the URL path (no query string): `*` matches within one segment, `**` across segments, and a
 *   trailing slash is optional on both sides (`/api/v1/policy/*` matches `/api/v1/policy/policies/`);
 * - or, when it starts with `^`, a regular expression tested against the path as sent.
 *
 * With `params` (stubs), a glob segment written `:name` also matches one segment and captures it as the named
 * group `name`; a regular expression captures with its own named groups.
 */
export function compilePathPattern(pattern: string, options: { params?: boolean } = {}): RegExp {
  if (pattern.startsWith('^')) return new RegExp(pattern);
  const trimmed = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  const source = options.params
    ? trimmed
        .split('/')
        .map((segment) => {
          const name = PARAM_SEGMENT.exec(segment)?.[1];
          return name === undefined ? globSource(segment) : `(?<${name}>[^/]+)`;
        })
        .join('/')
    : globSource(trimmed);
  return new RegExp(`^${source}/?$`);
}

/** A whole segment `:name`; the name must be a valid regular expression group name. */
const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

/** `**` and `*` as regular expressions, everything else literal. */
function globSource(glob: string): string {
  return glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
}

/** The reason a pattern is refused, or undefined when it compiles. */
export function pathPatternProblem(pattern: string, options: { params?: boolean } = {}): string | undefined {
  try {
    compilePathPattern(pattern, options);
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
