import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointEffect = 'read' | 'write';

/**
 * One call of the broker API (spec §7). Paths name each path parameter as a `:name` segment.
 * `auth` says whether the call carries the user's bearer token.
 */
export interface EndpointDefinition {
  id: string;
  method: HttpMethod;
  /**
   * Whether the call changes anything at the broker. Decided per call, not from the method: a POST that only
   * checks (claim validation, the pre-claim questions) is a `read`, and a GET with an effect would be a `write`.
   * The contract probe calls `read` endpoints freely and a `write` only when its operator names it.
   */
  effect: EndpointEffect;
  path: string;
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart` bodies are sent as form data; the schema describes the text fields. */
  bodyEncoding?: 'json' | 'multipart';
  response: z.ZodType;
  /** Statuses the spec names as success for this call. */
  successStatus: readonly number[];
  /** True where the spec does not give the request or response shape and this one is ours. */
  shapeNotGivenBySpec?: boolean;
}

export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointParams<E extends EndpointDefinition> = SchemaInput<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaInput<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = SchemaInput<E['body']>;
export type EndpointResponse<E extends EndpointDefinition> = SchemaOutput<E['response']>;

/** An empty response body (e.g. logout's 204). */
export const NoContent = z
  .undefined()
  .or(z.null())
  .or(z.literal(''))
  .transform(() => null);

/** A lone half of a UTF-16 surrogate pair: no URL can carry it as itself. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Separators, escapes and control characters: a path, query or fragment could be read into them. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_A_SEGMENT = /[/\\?#%\u0000-\u001f\u007f]/;

/**
 * Whether a value may stand as one path segment of a broker URL exactly as it was given: not empty, not a dot
 * segment (`.`, `..`, which a proxy normalising paths would resolve into another endpoint), no separator, escape or
 * control character, and whole UTF-16 (a lone surrogate cannot be encoded, or is turned into another character).
 */
export function isPlainPathSegment(value: string): boolean {
  return (
    value.length > 0 &&
    value !== '.' &&
    value !== '..' &&
    !NOT_IN_A_SEGMENT.test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** Whether a query or body text survives encoding as itself (no lone surrogate). */
export function isWholeText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** A value that cannot go into a broker URL as it is: refused before any call is made. */
export class UnsafeUrlValueError extends Error {
  constructor(
    readonly where: 'path' | 'query',
    readonly parameter: string,
  ) {
    super(`The ${where} parameter "${parameter}" cannot be sent as it is`);
    this.name = 'UnsafeUrlValueError';
  }
}

/**
 * Fills each `:name` segment with its URI-encoded value. Every path parameter of the catalogue passes here, so a
 * value that is not a plain segment (`isPlainPathSegment`) is refused here, for every endpoint at once.
 */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    const text = String(value);
    if (!isPlainPathSegment(text)) throw new UnsafeUrlValueError('path', name);
    return encodeURIComponent(text);
  });
}

/**
 * The broker's error body. `error` or `message` carries the human text (spec §8: shown as is where the
 * spec says so), `code` a machine code such as `otp_invalid`, `otp_expired`, `otp_locked`, `otp_send_failed`.
 */
export const UpstreamErrorBody = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type UpstreamErrorBody = z.infer<typeof UpstreamErrorBody>;
