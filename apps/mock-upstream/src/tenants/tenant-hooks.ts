import type { FastifyInstance } from 'fastify';
import { MockHttpError } from '../http/mock-error.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import {
  DEFAULT_TENANT,
  TENANT_HEADER,
  tenantNameProblem,
  type Tenant,
  type TenantRegistry,
} from './tenants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this call belongs to; every route after the tenant hook reads its state from here. */
    tenant: Tenant;
  }
}

/** How often idle tenants are looked for (besides whenever a new one is created). */
const IDLE_SWEEP_MS = 60_000;

/**
 * The name a call gives its tenant: the `X-Mock-Tenant` header, or for the storage bucket the `tenant` query
 * parameter its signed URLs carry (a client PUTs to a signed URL as it is, like a real bucket's).
 */
function tenantNameOf(url: string, header: string | string[] | undefined, query: unknown): string {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined) return fromHeader;
  if (url.startsWith(STORAGE_PREFIX)) {
    const fromQuery = (query as { tenant?: unknown } | undefined)?.tenant;
    if (typeof fromQuery === 'string') return fromQuery;
  }
  return DEFAULT_TENANT;
}

/**
 * Gives every later route of `app` its caller's tenant as `request.tenant` (created on first use), refuses a
 * malformed name with 400 `invalid_tenant`, and ends idle tenants in the background. Applied to the instance
 * itself rather than registered, so the hook covers the sibling plugins registered after it.
 */
export function resolveTenants(app: FastifyInstance, tenants: TenantRegistry): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', (request, reply, done) => {
    const name = tenantNameOf(request.url, request.headers[TENANT_HEADER], request.query);
    const problem = tenantNameProblem(name);
    if (problem) {
      done(new MockHttpError(400, { error: problem, code: 'invalid_tenant' }));
      return;
    }
    try {
      request.tenant = tenants.resolve(name);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (name !== DEFAULT_TENANT) void reply.header(TENANT_HEADER, name);
    done();
  });

  const sweep = setInterval(() => tenants.endIdle(), IDLE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    tenants.close();
    done();
  });
}
