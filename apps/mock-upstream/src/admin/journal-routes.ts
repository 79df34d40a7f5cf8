import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/mock-error.ts';
import { harOf } from './har.ts';
import { journalEntry } from './journal-entry.ts';
import { JournalHarQuery, JournalQuery, JournalSeqParams } from './journal-schemas.ts';
import { read } from './read-input.ts';

/**
 * The request journal of the caller's tenant under /__admin: search and page through it as JSON, read one entry,
 * export it as HAR, clear it.
 */
export const journalRoutes: FastifyPluginAsync = async (app) => {
  app.get('/journal', async (request) => {
    const query = read(JournalQuery, request.query, 'query');
    const { tenant } = request;
    const { journal } = tenant.qa;
    const page = journal.find(query);
    return {
      total: journal.size,
      capacity: journal.capacity,
      capacityBytes: journal.byteCapacity,
      evicted: journal.evicted,
      count: page.records.length,
      ...(query.order === 'asc' ? { nextAfter: page.next } : { nextBefore: page.next }),
      entries: page.records.map((record) => journalEntry(record, tenant.name)),
    };
  });

  app.get('/journal.har', async (request, reply) => {
    const query = read(JournalHarQuery, request.query, 'query');
    const { tenant } = request;
    const { journal } = tenant.qa;
    const page = journal.find(query);
    const har = harOf(
      page.records.map((record) => journalEntry(record, tenant.name)),
      {
        tenant: tenant.name,
        total: journal.size,
        capacity: journal.capacity,
        order: query.order,
        next: page.next,
      },
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="mock-journal-${tenant.name}.har"`)
      .send(har);
  });

  app.get('/journal/:seq', async (request) => {
    const { seq } = read(JournalSeqParams, request.params, 'params');
    const record = request.tenant.qa.journal.get(seq);
    if (!record) throw notFound();
    return journalEntry(record, request.tenant.name);
  });

  app.delete('/journal', async (request, reply) => {
    request.tenant.qa.journal.clear();
    return reply.code(204).send();
  });
};
