import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/mock-error.ts';
import { SEED_DESCRIPTIONS, SEED_NAMES, type SeedName } from '../store/named-seeds.ts';
import type { ScenarioFiles } from '../tenants/scenario-files.ts';
import type { TenantRegistry } from '../tenants/tenants.ts';
import { JOURNAL_CAPACITY } from './journal.ts';
import { adminOpenApiDocument } from './openapi.ts';
import { read } from './read-input.ts';
import {
  FaultIdParams,
  FaultInput,
  OtpScenarioInput,
  ResetInput,
  TenantInput,
  TenantParams,
} from './qa-schemas.ts';

export interface QaRoutesOptions {
  tenants: TenantRegistry;
  scenarios: ScenarioFiles;
}

/**
 * The QA controls under /__admin: named seeds and reset, fault and latency injection, OTP scenarios and the
 * OpenAPI description of the whole admin API. The request journal's routes are in `journal-routes.ts`.
 */
export const qaRoutes: FastifyPluginAsync<QaRoutesOptions> = async (app, { tenants, scenarios }) => {
  const startingPoint = (input: { seed?: SeedName | undefined; scenario?: string | undefined }) =>
    input.scenario === undefined ? (input.seed ?? 'default') : scenarios.source(input.scenario);

  // The caller's tenant back to a seed (or a scenario file): broker state, no faults, an empty journal, normal OTPs.
  app.post('/reset', async (request, reply) => {
    request.tenant.startFrom(startingPoint(read(ResetInput, request.body ?? {}, 'body')));
    return reply.code(204).send();
  });

  app.get('/seeds', async (request) => ({
    current: request.tenant.store.seedName,
    seeds: SEED_NAMES.map((name) => ({ name, description: SEED_DESCRIPTIONS[name] })),
  }));

  app.get('/state', async ({ tenant }) => ({
    tenant: tenant.name,
    seed: tenant.store.seedName,
    origin: tenant.origin,
    counts: tenant.store.counts(),
    faults: tenant.qa.faults.size,
    journal: { entries: tenant.qa.journal.size, capacity: JOURNAL_CAPACITY },
    otpScenarios: tenant.store.otpScenarios.snapshot(),
  }));

  app.get('/tenants', async () => ({
    limit: tenants.limit,
    idleSeconds: Math.round(tenants.idleMs / 1000),
    tenants: tenants.list(),
  }));

  app.get('/tenants/:name', async (request) => {
    const { name } = read(TenantParams, request.params, 'params');
    const tenant = tenants.find(name);
    if (!tenant) throw notFound();
    return tenants.summary(tenant);
  });

  // Creates the tenant from a seed or a scenario file, or resets the one of that name; 201 when it is new.
  app.put('/tenants/:name', async (request, reply) => {
    const { name } = read(TenantParams, request.params, 'params');
    const source = startingPoint(read(TenantInput, request.body ?? {}, 'body'));
    const existed = tenants.find(name) !== undefined;
    const tenant = tenants.create(name, source);
    return reply.code(existed ? 200 : 201).send(tenants.summary(tenant));
  });

  app.delete('/tenants/:name', async (request, reply) => {
    const { name } = read(TenantParams, request.params, 'params');
    if (!tenants.end(name)) throw notFound();
    return reply.code(204).send();
  });

  app.post('/faults', async (request, reply) => {
    const fault = request.tenant.qa.faults.add(read(FaultInput, request.body, 'body'));
    return reply.code(201).send(fault);
  });

  app.get('/faults', async (request) => ({ faults: request.tenant.qa.faults.list() }));

  app.delete('/faults/:id', async (request, reply) => {
    const { id } = read(FaultIdParams, request.params, 'params');
    if (!request.tenant.qa.faults.remove(id)) throw notFound();
    return reply.code(204).send();
  });

  app.delete('/faults', async (request, reply) => {
    request.tenant.qa.faults.clear();
    return reply.code(204).send();
  });

  app.get('/scenarios/otp', async (request) => request.tenant.store.otpScenarios.snapshot());

  app.put('/scenarios/otp', async (request) => {
    const { phone, scenario } = read(OtpScenarioInput, request.body, 'body');
    const { otpScenarios } = request.tenant.store;
    otpScenarios.set(scenario, phone);
    return otpScenarios.snapshot();
  });

  app.get('/openapi.json', async () => adminOpenApiDocument());
};
