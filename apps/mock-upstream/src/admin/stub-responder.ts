import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readMultipart } from '../routes/catalogue-routes.ts';
import { pathOf } from './path-pattern.ts';
import { renderTemplate } from './stub-template.ts';

export const STUB_HEADER = 'x-mock-stub';

/**
 * A `preHandler` hook of the catalogue routes: the caller's tenant's newest matching stub answers the call
 * in place of the route's handler. It runs after the body is parsed (stubs match and fill templates from
 * it) and after the fault check in `onRequest`, so a fault that answers a call keeps it from any stub. The
 * handler checks the bearer token, so a stub answers whether or not the call carries one.
 */
export function answerFromStubs(now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const { stubs } = request.tenant.qa;
    if (stubs.size === 0) return undefined;
    const { method } = request;
    const path = pathOf(request.url);
    const body =
      request.isMultipart() && stubs.readsBody(method, path)
        ? (await readMultipart(request)).fields
        : request.body;
    const picked = stubs.pick({ method, path, query: request.query, body });
    if (!picked) return undefined;

    const { stub, params, template } = picked;
    request.qaStubId = stub.id;
    if (stub.delayMs) await sleep(stub.delayMs);
    const rendered = renderTemplate(template, {
      path: { ...(request.params as Record<string, string>), ...params },
      query: request.query,
      body,
      method,
      tenant: request.tenant.name,
      now: now(),
    });

    void reply
      .code(stub.status)
      .headers(stub.headers ?? {})
      .header(STUB_HEADER, stub.id);
    if (rendered === undefined) return reply.send();
    if (typeof rendered === 'string') return reply.send(rendered);
    if (!reply.hasHeader('content-type'))
      void reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(JSON.stringify(rendered));
  };
}
