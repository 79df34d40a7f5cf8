import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/mock-error.ts';
import { read } from './read-input.ts';
import { StubIdParams, StubInput } from './stub-schemas.ts';

/** Run-time stubs under /__admin/stubs, each call acting on the caller's tenant (stubs.ts). */
export const stubRoutes: FastifyPluginAsync = async (app) => {
  app.post('/stubs', async (request, reply) => {
    const stub = request.tenant.qa.stubs.add(read(StubInput, request.body, 'body'));
    return reply.code(201).send(stub);
  });

  app.get('/stubs', async (request) => ({ stubs: request.tenant.qa.stubs.list() }));

  app.get('/stubs/:id', async (request) => {
    const { id } = read(StubIdParams, request.params, 'params');
    const stub = request.tenant.qa.stubs.get(id);
    if (!stub) throw notFound();
    return stub;
  });

  app.delete('/stubs/:id', async (request, reply) => {
    const { id } = read(StubIdParams, request.params, 'params');
    if (!request.tenant.qa.stubs.remove(id)) throw notFound();
    return reply.code(204).send();
  });

  app.delete('/stubs', async (request, reply) => {
    request.tenant.qa.stubs.clear();
    return reply.code(204).send();
  });
};
