import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueRoutes, type CatalogueRoutesOptions } from '../routes/catalogue-routes.ts';
import { DEFAULT_FAULT_BODY, type Fault } from './faults.ts';
import { captureAnswers, recordCatalogueCall } from './journal-recorder.ts';
import { pathOf } from './path-pattern.ts';
import { answerFromRelay, keepRelayedBodies } from '../relay/relay-hooks.ts';
import { answerFromStubs } from './stub-responder.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on catalogue calls while the QA controls are mounted (admin enabled). */
    qaUserId: string | null;
    qaFaultId: string | null;
    /** The run-time stub that answered the call, if one did. */
    qaStubId: string | null;
    qaDropped: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Read before the handler runs, so a logout call is still journaled under its user. */
function callerId(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return null;
  const token = BEARER.exec(authorization)?.[1];
  return (token && request.tenant.store.session(token)?.user_id) || null;
}

/** Acts out a fault after its delay; `proceed` lets the call reach its handler (latency-only faults). */
function applyFault(fault: Fault, request: FastifyRequest, reply: FastifyReply, proceed: () => void): void {
  if (fault.dropConnection) {
    // Journal it now: a destroyed socket never produces a response for onResponse to see.
    request.qaDropped = true;
    recordCatalogueCall(request, null, reply.elapsedTime);
    reply.hijack();
    request.raw.destroy();
    reply.raw.destroy();
    return;
  }
  if (fault.status === undefined && fault.body === undefined) {
    proceed();
    return;
  }
  const status = fault.status ?? 500;
  const body = fault.body ?? (status >= 400 ? DEFAULT_FAULT_BODY : undefined);
  void reply.code(status).send(body);
}

/**
 * The catalogue routes wrapped in the QA controls: fault injection before the handler, the request journal
 * after the response. Registered instead of the bare catalogue routes only when the admin API is enabled,
 * so a mock without admin pays nothing per request.
 */
export const qaInterceptedCatalogue: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  app.decorateRequest('qaUserId', null);
  app.decorateRequest('qaFaultId', null);
  app.decorateRequest('qaStubId', null);
  app.decorateRequest('qaDropped', false);
  captureAnswers(app);

  app.addHook('onRequest', (request, reply, done) => {
    const { qa } = request.tenant;
    request.qaUserId = callerId(request);
    const fault = qa.faults.size === 0 ? undefined : qa.faults.pick(request.method, pathOf(request.url));
    if (!fault) return done();
    request.qaFaultId = fault.id;
    void reply.header('x-mock-fault', fault.id);
    const act = () => applyFault(fault, request, reply, done);
    if (fault.delayMs) setTimeout(act, fault.delayMs);
    else act();
  });

  keepRelayedBodies(app);
  // Stubs after faults, once the body is parsed, then the broker or the recording: fault → stub → proxy or
  // replay → the route's handler.
  app.addHook('preHandler', answerFromStubs(options.now));
  app.addHook('preHandler', answerFromRelay);

  app.addHook('onResponse', (request, reply, done) => {
    if (!request.qaDropped) recordCatalogueCall(request, reply, reply.elapsedTime);
    done();
  });

  await app.register(catalogueRoutes, options);
};
