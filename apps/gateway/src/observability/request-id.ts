import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header the page sends with each call, the gateway answers with, and the upstream client passes on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may choose as an id: short and plain, so it cannot forge or bloat log lines. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the page's own id for the call when it sent a plausible one (so the page, the gateway's
 * log lines and the broker's share it), else a new UUID.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a user's report or the page's error report leads to the log lines. */
export function echoRequestId(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise and a turn of the microtask queue on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
