import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { ErrorKey } from '@portal/contracts/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOwner } from '../files/file-refs.ts';
import { mockTenantOf } from '../mock-tenant/tenant.ts';
import { readSession, type GatewayConfig } from '../trpc/context.ts';
import { createUpstreamClient } from '../upstream/client.ts';
import { OWNER_HEADER, TUS_PATH } from './resumable-uploads.ts';

/**
 * The two byte paths outside tRPC (decision records 0006, 0050): the tus endpoint under `/upload/tus` takes a
 * file's bytes in resumable chunks (`uploads.finish` then sends them to the broker), and `GET /files/:token`
 * streams a stored file back to the user it was shown to. Only this plugin takes bodies above the app's small
 * limit, and only as a stream.
 */

/** Headers of the connection to the gateway, not of the request tus answers. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

export interface FileRoutesOptions {
  config: GatewayConfig;
}

/** Types a stored file may be served as; anything else is sent as a download, never rendered. */
const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'video/mp4', 'application/pdf']);

function refuse(reply: FastifyReply, status: number, errorKey: ErrorKey) {
  return reply.code(status).send({ errorKey });
}

/** Throws away what the client still sends, so it reads our answer; nothing is kept. */
function drain(source: Readable): void {
  source.unpipe();
  source.resume();
}

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, { config }) => {
  // This plugin's routes take any body as the raw stream; the rest of the app keeps its parsers and limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /**
   * The same check as every tRPC call: lifetime, idle timeout, revocation (decision record 0020). 'unknown' when
   * the shared store cannot say whether the session was revoked: answered 503 "try again soon", like every other
   * call, never "session expired" and never let through (decision record 0038).
   */
  const sessionOf = async (request: FastifyRequest) => {
    try {
      const check = await readSession(config, request);
      return check.state === 'live' ? check.session : null;
    } catch {
      return 'unknown' as const;
    }
  };
  const upstreamFor = (request: FastifyRequest, token: string) =>
    createUpstreamClient({
      baseUrl: config.upstreamUrl,
      token,
      timeoutMs: config.upstreamTimeoutMs,
      log: request.log,
      requestId: request.id,
      // The storage PUT and the file read belong to the request's mock tenant too (decision record 0032).
      mockTenant: config.mockTenants ? mockTenantOf(request) : null,
      contractDrift: config.contractDrift,
    });

  /**
   * The tus endpoint (decision record 0050): every request passes the session check, and an upload is only
   * its owner's (another user's id answers as one that does not exist); then @tus/server answers it. Its
   * hooks see the owner only through OWNER_HEADER, set here and never taken from the page.
   */
  const tusRoute = async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
    const source = request.body as Readable | undefined;
    const session = await sessionOf(request);
    if (session === 'unknown' || !session) {
      if (source) drain(source);
      return session ? refuse(reply, 503, 'server_problem') : refuse(reply, 401, 'session_expired');
    }
    const owner = sessionOwner(session);
    const { id } = request.params;
    if (id !== undefined && !(await config.uploads.ownedUpload(id, owner))) {
      if (source) drain(source);
      return refuse(reply, 404, 'not_found');
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_HEADERS.has(name) || name === OWNER_HEADER) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (id === undefined) headers.set(OWNER_HEADER, owner);
    const body = request.method === 'PATCH' && source ? (Readable.toWeb(source) as ReadableStream) : null;
    const response = await config.uploads.server.handleWeb(
      new Request(new URL(request.url, 'http://gateway.invalid'), {
        method: request.method,
        headers,
        body,
        ...(body ? { duplex: 'half' } : {}),
      }),
    );
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    const text = await response.text();
    return reply.send(text === '' ? undefined : text);
  };
  // Enforced by tus (maxSize, per upload); stated so the request guards let the bytes through.
  app.post(TUS_PATH, { bodyLimit: UPLOAD_MAX_BYTES }, tusRoute);
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${TUS_PATH}/:id`,
    bodyLimit: UPLOAD_MAX_BYTES,
    handler: tusRoute,
  });

  app.get<{ Params: { token: string } }>('/files/:token', async (request, reply) => {
    const session = await sessionOf(request);
    if (session === 'unknown') return refuse(reply, 503, 'server_problem');
    if (!session) return refuse(reply, 401, 'session_expired');
    const url = config.fileRefs.openToken(sessionOwner(session), request.params.token);
    if (!url) return refuse(reply, 404, 'not_found');
    let response;
    try {
      response = await upstreamFor(request, session.token).openFile(url);
    } catch (error) {
      request.log.warn({ err: error }, 'stored file unreachable');
      return refuse(reply, 502, 'file_upload_failed');
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      return refuse(
        reply,
        response.statusCode === 404 ? 404 : 502,
        response.statusCode === 404 ? 'not_found' : 'file_upload_failed',
      );
    }
    const type =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    const servable = SERVABLE_TYPES.has(type);
    reply
      .type(servable ? type : 'application/octet-stream')
      .header('content-disposition', servable ? 'inline' : 'attachment')
      // A user's own document: never kept by a browser or proxy cache (decision record 0021).
      .header('cache-control', 'no-store');
    const length = response.headers['content-length'];
    if (typeof length === 'string') reply.header('content-length', length);
    return reply.send(response.body);
  });
};
