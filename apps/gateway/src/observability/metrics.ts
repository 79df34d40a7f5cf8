import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (a few ms) to the upstream timeout (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Where the gateway's own Prometheus series live: one registry per app, so two apps in one process coexist. */
export interface GatewayMetrics {
  registry: Registry;
  /** A tRPC procedure finished: `code` is 'OK' or the tRPC error code. */
  procedureDone(procedure: string, type: string, code: string, seconds: number): void;
  /** A call to the broker finished: `status` is the HTTP status, 0 when the broker could not be reached. */
  upstreamDone(endpoint: string, method: string, status: number, seconds: number): void;
  /** A broker answer departed from its contract: once per answer and kind; `outcome` served or refused. */
  contractDrift(endpoint: string, kind: string, outcome: 'tolerated' | 'refused'): void;
}

function statusClass(status: number): string {
  return status === 0 ? 'unreachable' : `${Math.floor(status / 100)}xx`;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  const procedureSeconds = new Histogram({
    name: 'portal_procedure_duration_seconds',
    help: 'tRPC procedures of the gateway: duration in seconds by procedure, type and result code (OK or the tRPC error code)',
    labelNames: ['procedure', 'type', 'code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const procedureErrors = new Counter({
    name: 'portal_procedure_errors_total',
    help: 'tRPC procedures that ended in an error, by procedure and tRPC error code',
    labelNames: ['procedure', 'code'],
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'portal_upstream_duration_seconds',
    help: "Calls to the broker API: the broker's own latency in seconds by catalogue endpoint, method and status class",
    labelNames: ['endpoint', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'portal_upstream_errors_total',
    help: 'Calls to the broker API that failed (unreachable, 4xx or 5xx), by catalogue endpoint and status class',
    labelNames: ['endpoint', 'status'],
    registers,
  });

  const contractDrifts = new Counter({
    name: 'portal_upstream_contract_drift_total',
    help: 'Broker answers that departed from their contract, by catalogue endpoint, kind of drift (missing_field, extra_field, wrong_type, unknown_enum_value, null_not_allowed, invalid_value) and outcome (tolerated: served; refused: the call failed)',
    labelNames: ['endpoint', 'kind', 'outcome'],
    registers,
  });

  return {
    registry,
    contractDrift(endpoint, kind, outcome) {
      contractDrifts.inc({ endpoint, kind, outcome });
    },
    procedureDone(procedure, type, code, seconds) {
      procedureSeconds.observe({ procedure, type, code }, seconds);
      if (code !== 'OK') procedureErrors.inc({ procedure, code });
    },
    upstreamDone(endpoint, method, status, seconds) {
      const statusLabel = statusClass(status);
      upstreamSeconds.observe({ endpoint, method, status: statusLabel }, seconds);
      if (status === 0 || status >= 400) upstreamErrors.inc({ endpoint, status: statusLabel });
    },
  };
}

/** The shape of a tRPC middleware's `next()` result that matters here. */
interface ProcedureResult {
  ok: boolean;
  error?: { code: string };
}

/**
 * Times one procedure call (a tRPC middleware body: init.ts wires it onto every procedure). `next` may also
 * throw a typed error of its own (a broker failure mapped there): it is counted by its code and thrown on.
 */
export async function observeProcedure<R extends ProcedureResult>(
  metrics: GatewayMetrics | undefined,
  procedure: string,
  type: string,
  next: () => Promise<R>,
): Promise<R> {
  if (!metrics) return next();
  const started = performance.now();
  const done = (code: string) =>
    metrics.procedureDone(procedure, type, code, (performance.now() - started) / 1000);
  let result: R;
  try {
    result = await next();
  } catch (error) {
    done((error as { code?: string } | null)?.code ?? 'INTERNAL_SERVER_ERROR');
    throw error;
  }
  done(result.ok ? 'OK' : (result.error?.code ?? 'INTERNAL_SERVER_ERROR'));
  return result;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * fastify-metrics on the app: per-route HTTP rate/latency/status (`http_request_duration_seconds`), Node's
 * process metrics, and the gateway's own series, all at GET /metrics. With a token, /metrics answers only
 * `Authorization: Bearer <token>`.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  options: { token?: string } = {},
): Promise<void> {
  const { registry } = metrics;
  const { token } = options;
  // Route timers stay in this app's registry too: prom-client's global one would refuse a second app.
  await app.register(fastifyMetrics, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      config: { disableMetrics: true },
      handler: () => undefined, // replaced by fastify-metrics
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!token) return;
        const header = request.headers.authorization ?? '';
        if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
        }
      },
    },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Its registered-routes check misses routes with several methods (tRPC's /trpc/:path); unmatched requests
      // are grouped under one label, so this cannot grow the series.
      registeredRoutesOnly: false,
      invalidRouteGroup: '__unmatched__',
      groupStatusCodes: true,
      // fastify-metrics creates the summary even when it is off: it too must stay out of the global registry.
      overrides: {
        histogram: { registers: [registry], buckets: LATENCY_BUCKETS },
        summary: { registers: [registry] },
      },
    },
    promClient,
  });
}
