import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { UpstreamErrorBody } from '@portal/contracts/endpoint';

/** Fastify's default; a longer path parameter is refused before routing. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Errors Fastify raises before any route or error handler runs (a path parameter over `maxParamLength`, a
 * malformed %-escape) answered with the broker's error body instead of Fastify's own
 * (`{"statusCode","code":"FST_ERR_…","message"}`), so every answer of the mock has one shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  const body: UpstreamErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? {
          error: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
          code: 'uri_too_long',
          issues: [{ path: 'params', message: `At most ${MAX_PARAM_LENGTH} characters per path parameter` }],
        }
      : error.code === 'FST_ERR_BAD_URL'
        ? {
            error: 'The path is not a valid URL: a %-escape is malformed',
            code: 'invalid_request',
            issues: [{ path: 'url', message: 'Malformed %-escape' }],
          }
        : { error: 'Bad request', code: 'bad_request' };
  request.log.info({ code: error.code, path: path.slice(0, 200) }, 'refused before routing');
  void reply.code(error.statusCode ?? 400).send(body);
}

/** Server options every mock instance is built with (`buildMockApp`, and tests that register `mockApp`). */
export const mockServerOptions = {
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors,
} satisfies FastifyServerOptions;
