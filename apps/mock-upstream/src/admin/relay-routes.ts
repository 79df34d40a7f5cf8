import type { FastifyPluginAsync } from 'fastify';
import { MockHttpError } from '../http/mock-error.ts';
import { ProxyInput } from '../relay/proxy-input.ts';
import { recordingDocument } from '../relay/recording-log.ts';
import { read } from './read-input.ts';

/**
 * Proxy, record and replay under /__admin, each call acting on the caller's tenant: the broker the tenant
 * forwards to (`/proxy`) and the recording it keeps or replays (`/recording`).
 */
export const relayRoutes: FastifyPluginAsync = async (app) => {
  app.put('/proxy', async (request) => {
    const { url, paths, record } = read(ProxyInput, request.body, 'body');
    const { relay } = request.tenant.qa;
    relay.setProxy({ url, paths: paths ?? null, record });
    return relay.status();
  });

  app.get('/proxy', async (request) => request.tenant.qa.relay.status());

  app.delete('/proxy', async (request, reply) => {
    request.tenant.qa.relay.clearProxy();
    return reply.code(204).send();
  });

  app.get('/recording', async (request) => {
    const recording = request.tenant.qa.relay.recording();
    if (!recording) {
      throw new MockHttpError(404, {
        error:
          'This tenant has no recording: record with PUT /__admin/proxy {"url":…,"record":true}, or load a ' +
          'document that has one (PUT /__admin/import)',
        code: 'not_found',
      });
    }
    return recordingDocument(recording);
  });

  app.delete('/recording', async (request, reply) => {
    request.tenant.qa.relay.clearRecording();
    return reply.code(204).send();
  });
};
