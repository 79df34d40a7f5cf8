import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/mock-error.ts';
import { claimAdminRoutes } from './claim-admin.ts';
import { userDataAdminRoutes } from './user-data-admin.ts';

export interface AdminRoutesOptions {
  /** The catalogue's clock, so what QA stamps lines up with what the catalogue checks. */
  now?: () => Date;
}

/** QA controls, mounted under /__admin only when the admin API is enabled. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { now }) => {
  await app.register(userDataAdminRoutes, { ...(now && { now }) });
  await app.register(claimAdminRoutes);

  app.get<{ Params: { phone: string } }>('/otp/:phone', async (request) => {
    const sent = request.tenant.store.lastSentOtp(request.params.phone);
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
