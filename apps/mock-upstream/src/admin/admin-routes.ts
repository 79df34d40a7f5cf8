import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../routes/mock-error.ts';
import type { MockStore } from '../store/mock-store.ts';

export interface AdminRoutesOptions {
  store: MockStore;
}

/** QA controls, mounted under /__admin only when the admin API is enabled. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { store }) => {
  app.post('/reset', async (_request, reply) => {
    store.reset();
    return reply.code(204).send();
  });

  app.get<{ Params: { phone: string } }>('/otp/:phone', async (request) => {
    const sent = store.lastSentOtp(request.params.phone);
    if (!sent) throw notFound();
    return {
      phone: sent.phone,
      code: sent.code,
      operation_id: sent.operation_id,
      medium: sent.medium,
      sent_at: sent.sent_at.toISOString(),
      expires_at: sent.expires_at.toISOString(),
    };
  });
};
