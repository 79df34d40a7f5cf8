import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { typedRefusal } from '../http/request-guards.ts';
import type { GatewayStores } from '../stores/types.ts';

/**
 * Mock tenants (decision record 0032): several QA suites share one mock broker, each in its own tenant, named
 * by the `X-Mock-Tenant` header of every broker call. With MOCK_TENANT_PASSTHROUGH (never in production) the
 * gateway reads the browser's tenant once per request, forwards it on every broker call made for that request,
 * and keeps its own per-phone and per-address budgets and idempotency keys apart per tenant. Without the
 * setting nothing here is registered, and the header and cookie mean nothing.
 */

/** The header a browser (a Playwright worker) names its tenant with, and the gateway sends on to the broker. */
export const MOCK_TENANT_HEADER = 'x-mock-tenant';
/** The cookie the QA page sets for a manual tester (read when the request has no header). */
export const MOCK_TENANT_COOKIE = 'mock_tenant';
/** The mock's own rule for a tenant name; the mock answers 400 `invalid_tenant` to anything else. */
export const MOCK_TENANT_NAME = /^[a-z0-9-]{1,40}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's mock tenant; null is the mock's default tenant. Decorated only in mock-tenant mode. */
    mockTenant?: string | null;
  }
}

/** What a request says about its tenant, and where it said it. */
export type TenantChoice =
  | { kind: 'default' }
  | { kind: 'named'; tenant: string; source: 'header' | 'cookie' }
  | { kind: 'invalid'; value: string; source: 'header' | 'cookie' };

export function isTenantName(value: string): boolean {
  return MOCK_TENANT_NAME.test(value);
}

/** The header wins over the cookie: a test names its tenant on every call; a tester's cookie is the fallback. */
export function readTenantChoice(request: FastifyRequest): TenantChoice {
  const header = request.headers[MOCK_TENANT_HEADER];
  // A repeated header arrives joined with ', ' (never a valid name), so it is refused rather than guessed.
  if (header !== undefined) return choice(Array.isArray(header) ? header.join(', ') : header, 'header');
  const cookie = request.cookies[MOCK_TENANT_COOKIE];
  if (cookie !== undefined && cookie !== '') return choice(cookie, 'cookie');
  return { kind: 'default' };
}

function choice(value: string, source: 'header' | 'cookie'): TenantChoice {
  return isTenantName(value) ? { kind: 'named', tenant: value, source } : { kind: 'invalid', value, source };
}

/** The tenant the request runs in (null: the default one, or mock-tenant mode is off). */
export function mockTenantOf(request: FastifyRequest): string | null {
  return request.mockTenant ?? null;
}

/** Routes that read the choice themselves and must answer even when it is invalid (the QA page shows why). */
export interface MockTenantOptions {
  exemptRoutes: readonly string[];
}

/**
 * Reads every request's tenant before anything else can call the broker, and refuses an invalid one with 400 in
 * the gateway's typed shape (decision record 0021). Register on the root after the cookie plugin (the cookie is
 * read) and before any route (the per-route rate limit keys by the tenant, see `rateLimitKey`).
 */
export function registerMockTenant(app: FastifyInstance, options: MockTenantOptions): void {
  const exempt = new Set(options.exemptRoutes);
  app.decorateRequest('mockTenant', null);
  app.addHook('onRequest', async (request, reply) => {
    const tenantChoice = readTenantChoice(request);
    if (tenantChoice.kind === 'named') {
      request.mockTenant = tenantChoice.tenant;
      return;
    }
    if (tenantChoice.kind === 'default' || exempt.has(request.routeOptions.url ?? '')) return;
    request.log.info({ source: tenantChoice.source }, 'invalid mock tenant refused');
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .send(typedRefusal('BAD_REQUEST', 400, 'invalid_input'));
  });
}

/** Where a budget or idempotency key of `tenant` lives: the same text prefix in memory and in Redis. */
export function tenantKey(tenant: string, key: string): string {
  return `tenant:${tenant}:${key}`;
}

/**
 * The request rate limit's key in mock-tenant mode: the client address within the tenant. (Without the mode the
 * plugin's own generator runs, which also groups an IPv6 client's /64; testers' addresses need no grouping.)
 */
export function rateLimitKey(request: FastifyRequest): string {
  const tenant = mockTenantOf(request);
  return tenant === null ? request.ip : tenantKey(tenant, request.ip);
}

/**
 * The stores as one tenant's requests see them: every budget and idempotency key prefixed with the tenant, so
 * the same demo phone, address or idempotency key in two tenants never spends or answers for the other. Session
 * revocations are not wrapped: session ids are random, and the user key a revocation by user uses carries the
 * session's tenant itself (`sessionUserKey`), so the check (which reads the shared stores) and the revocation
 * agree whichever stores object they hold.
 */
export function tenantStores(stores: GatewayStores, tenant: string): GatewayStores {
  const scoped = (key: string) => tenantKey(tenant, key);
  return {
    ...stores,
    budgets: {
      take: (key, limit, windowMs) => stores.budgets.take(scoped(key), limit, windowMs),
      peek: (key, limit, windowMs) => stores.budgets.peek(scoped(key), limit, windowMs),
      reset: (key) => stores.budgets.reset(scoped(key)),
    },
    idempotency: { run: (key, ttlMs, work) => stores.idempotency.run(scoped(key), ttlMs, work) },
  };
}
