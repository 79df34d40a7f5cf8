import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { invalidRequest, notFound } from '../routes/mock-error.ts';
import { SEED_DESCRIPTIONS, SEED_NAMES } from '../store/named-seeds.ts';
import type { MockStore } from '../store/mock-store.ts';
import { JOURNAL_CAPACITY } from './journal.ts';
import { adminOpenApiDocument } from './openapi.ts';
import type { QaControls } from './qa-controls.ts';
import { FaultIdParams, FaultInput, JournalQuery, OtpScenarioInput, ResetInput } from './qa-schemas.ts';

export interface QaRoutesOptions {
  store: MockStore;
  qa: QaControls;
}

/** Reads admin input with its schema; a bad value answers 400 invalid_request like the catalogue routes. */
function read<S extends z.ZodType>(schema: S, input: unknown, location: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidRequest(
    result.error.issues.map((issue) => ({
      path: [location, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}

/**
 * The QA controls under /__admin: named seeds and reset, fault and latency injection, the request journal,
 * OTP scenarios and the OpenAPI description of the whole admin API.
 */
export const qaRoutes: FastifyPluginAsync<QaRoutesOptions> = async (app, { store, qa }) => {
  // Everything back to startup: broker state from the chosen seed, no faults, an empty journal, normal OTPs.
  app.post('/reset', async (request, reply) => {
    const { seed } = read(ResetInput, request.body ?? {}, 'body');
    store.reset(seed);
    qa.reset();
    return reply.code(204).send();
  });

  app.get('/seeds', async () => ({
    current: store.seedName,
    seeds: SEED_NAMES.map((name) => ({ name, description: SEED_DESCRIPTIONS[name] })),
  }));

  app.get('/state', async () => ({
    seed: store.seedName,
    counts: store.counts(),
    faults: qa.faults.size,
    journal: { entries: qa.journal.size, capacity: JOURNAL_CAPACITY },
    otpScenarios: store.otpScenarios.snapshot(),
  }));

  app.post('/faults', async (request, reply) => {
    const fault = qa.faults.add(read(FaultInput, request.body, 'body'));
    return reply.code(201).send(fault);
  });

  app.get('/faults', async () => ({ faults: qa.faults.list() }));

  app.delete('/faults/:id', async (request, reply) => {
    const { id } = read(FaultIdParams, request.params, 'params');
    if (!qa.faults.remove(id)) throw notFound();
    return reply.code(204).send();
  });

  app.delete('/faults', async (_request, reply) => {
    qa.faults.clear();
    return reply.code(204).send();
  });

  app.get('/journal', async (request) => {
    const entries = qa.journal.find(read(JournalQuery, request.query, 'query'));
    return { total: qa.journal.size, count: entries.length, entries };
  });

  app.delete('/journal', async (_request, reply) => {
    qa.journal.clear();
    return reply.code(204).send();
  });

  app.get('/scenarios/otp', async () => store.otpScenarios.snapshot());

  app.put('/scenarios/otp', async (request) => {
    const { phone, scenario } = read(OtpScenarioInput, request.body, 'body');
    store.otpScenarios.set(scenario, phone);
    return store.otpScenarios.snapshot();
  });

  app.get('/openapi.json', async () => adminOpenApiDocument());
};
