import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointEffect = 'read' | 'write';

/**
 * One call of the broker API (spec §7). Paths use `:name` placeholders for path parameters.
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

/** Replaces `:name` placeholders with URI-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
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
