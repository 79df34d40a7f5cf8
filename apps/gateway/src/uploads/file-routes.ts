import { Transform, type Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@portal/contracts/constants';
import type { ErrorKey } from '@portal/contracts/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOwner } from '../files/file-refs.ts';
import { mockTenantOf } from '../mock-tenant/tenant.ts';
import { readSession, type GatewayConfig } from '../trpc/context.ts';
import { createUpstreamClient } from '../upstream/client.ts';
import { contentTypeOf, SNIFF_BYTES } from './content-check.ts';

/**
 * The two byte paths outside tRPC (decision record 0006): `PUT /upload/:uploadId` streams a file to the
 * broker's signed URL after checking its first bytes, and `GET /files/:token` streams a stored file back to
 * the user it was shown to. Only this plugin takes bodies above the app's small limit, and only as a stream.
 */

export interface FileRoutesOptions {
  config: GatewayConfig;
}

/** Types a stored file may be served as; anything else is sent as a download, never rendered. */
const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'video/mp4', 'application/pdf']);

class FileTooLarge extends Error {}

function refuse(reply: FastifyReply, status: number, errorKey: ErrorKey) {
  return reply.code(status).send({ errorKey });
}

/** Reads until at least `bytes` arrived or the body ended, then leaves the stream paused. */
function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (ended: boolean) => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) {
        source.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      source.off('data', onData);
      source.off('end', onEnd);
      reject(error);
    };
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onError);
  });
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

  app.put<{ Params: { uploadId: string } }>(
    '/upload/:uploadId',
    // Enforced while streaming below (a streaming parser gets no limit from Fastify); stated for readers.
    { bodyLimit: UPLOAD_MAX_BYTES },
    async (request, reply) => {
      const source = request.body as Readable;
      const session = await sessionOf(request);
      if (session === 'unknown' || !session) {
        drain(source);
        return session ? refuse(reply, 503, 'server_problem') : refuse(reply, 401, 'session_expired');
      }
      const owner = sessionOwner(session);
      const upload = config.uploadTokens.open(request.params.uploadId, owner);
      if (!upload) {
        drain(source);
        return refuse(reply, 404, 'not_found');
      }
      const declaredLength = Number(request.headers['content-length']);
      if (declaredLength > UPLOAD_MAX_BYTES) {
        drain(source);
        return refuse(reply, 413, 'file_too_large');
      }

      const { head, ended } = await readHead(source, SNIFF_BYTES);
      if (ended && head.length < UPLOAD_MIN_BYTES) return refuse(reply, 400, 'file_too_small');
      const contentType = await contentTypeOf(head, upload.extension);
      if (!contentType) {
        request.log.info({ extension: upload.extension }, 'upload refused by its content');
        drain(source);
        return refuse(reply, 400, 'file_type_refused');
      }

      // Counted as it passes: the 25 MB limit holds for chunked bodies too, and nothing is held whole.
      let size = 0;
      let tooLarge = false;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > UPLOAD_MAX_BYTES) {
            tooLarge = true;
            callback(new FileTooLarge());
            return;
          }
          callback(null, chunk);
        },
      });
      source.on('error', (error) => counter.destroy(error));
      source.on('close', () => {
        if (!source.readableEnded) counter.destroy(new Error('client went away'));
      });
      counter.write(head);
      if (ended) counter.end();
      else source.pipe(counter);

      const upstream = upstreamFor(request, session.token);
      let status = 0;
      try {
        ({ status } = await upstream.putToSignedUrl(upload.signedUrl, counter, contentType));
      } catch {
        // The source stream failed: too large, or the client went away (then no one reads the answer).
      }
      if (tooLarge) {
        drain(source);
        return refuse(reply, 413, 'file_too_large');
      }
      if (status < 200 || status >= 300) {
        request.log.warn({ status }, 'signed upload refused by storage');
        return refuse(reply, 502, 'file_upload_failed');
      }
      return reply.code(200).send({ fileRef: config.fileRefs.toRef(owner, upload.fileUrl) });
    },
  );

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
