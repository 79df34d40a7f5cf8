import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../trpc/context.ts';
import { createUpstreamClient, UpstreamError } from '../upstream/client.ts';

/**
 * `/readyz` for load balancers and compose health checks (decision record 0021): ready when the broker answers
 * its cheapest public call (app/pre, no session, no side effect) and the shared store answers a ping.
 * `/healthz` stays a liveness check of the process alone, so a broker outage takes instances out of rotation
 * without getting them restarted.
 */

/** A probe must answer quickly whatever the broker does; a load balancer's own timeout is a few seconds. */
export const READINESS_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'failing';

async function brokerAnswers(config: GatewayConfig, app: FastifyInstance): Promise<boolean> {
  const upstream = createUpstreamClient({
    baseUrl: config.upstreamUrl,
    token: null,
    timeoutMs: Math.min(config.upstreamTimeoutMs, READINESS_TIMEOUT_MS),
    log: app.log,
    contractDrift: config.contractDrift,
  });
  try {
    await upstream.call('appPre');
    return true;
  } catch (error) {
    // A refusal (4xx) is still an answer from a broker that is up; unreachable, timed out or 5xx is not.
    return error instanceof UpstreamError && error.status >= 400 && error.status < 500;
  }
}

async function storeAnswers(config: GatewayConfig): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([config.stores.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerReadiness(app: FastifyInstance, config: GatewayConfig): void {
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    const [broker, store] = await Promise.all([brokerAnswers(config, app), storeAnswers(config)]);
    const checks: Record<'broker' | 'store', Check> = {
      broker: broker ? 'ok' : 'failing',
      store: store ? 'ok' : 'failing',
    };
    const ready = broker && store;
    if (!ready) app.log.warn({ checks }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready', checks, storeKind: config.stores.kind });
  });
}
