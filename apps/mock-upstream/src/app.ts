import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type LogLevel,
} from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import { adminRoutes } from './admin/admin-routes.ts';
import { journaledStorage } from './admin/journal-recorder.ts';
import { journalRoutes } from './admin/journal-routes.ts';
import { qaInterceptedCatalogue } from './admin/qa-interceptors.ts';
import { qaRoutes } from './admin/qa-routes.ts';
import { relayRoutes } from './admin/relay-routes.ts';
import { stubRoutes } from './admin/stub-routes.ts';
import { scenarioRoutes } from './admin/scenario-routes.ts';
import { DEFAULT_SCENARIO_DIR } from './env.ts';
import { mockServerOptions } from './http/framework-errors.ts';
import { RouteMethods } from './http/route-methods.ts';
import { brokerOpenApiRoutes } from './openapi/broker-openapi-routes.ts';
import { catalogueRoutes } from './routes/catalogue-routes.ts';
import { storageRoutes } from './routes/claim-uploads.ts';
import { MockHttpError } from './http/mock-error.ts';
import type { SeedName } from './store/named-seeds.ts';
import { loadReplayFile } from './relay/replay-file.ts';
import type { ProxySettings } from './relay/tenant-relay.ts';
import { ScenarioFiles } from './tenants/scenario-files.ts';
import { resolveTenants } from './tenants/tenant-hooks.ts';
import { TenantRegistry } from './tenants/tenants.ts';

export interface MockAppOptions {
  /** Seeded demo phones get the fixed OTP 123456. */
  devMode: boolean;
  /** Mounts the QA routes under /__admin. */
  adminEnabled: boolean;
  logger?: boolean;
  logLevel?: LogLevel;
  /** The clock OTP expiry and sessions read; tests move it forward. */
  now?: () => Date;
  /** The named seed to start from (default: 'default'); `POST /__admin/reset` can switch it. */
  seed?: SeedName;
  /** Where uploaded files are stored; without it, a fresh temporary folder (tests). */
  dataDir?: string;
  /** Most tenants alive at once (default 64). */
  tenantLimit?: number;
  /** A tenant nobody called for this long ends (default 30 minutes). */
  tenantIdleMs?: number;
  /** Folder of the scenario files (`<name>.json`); default apps/mock-upstream/scenarios. */
  scenarioDir?: string;
  /** A scenario file the default tenant starts from instead of the seed; a file that does not load stops the start. */
  scenario?: string;
  /** The default tenant forwards to a broker (MOCK_PROXY_URL, MOCK_PROXY_PATHS, MOCK_RECORD, MOCK_RECORD_FILE). */
  proxy?: ProxySettings;
  /** A document with a recording the default tenant replays (MOCK_REPLAY_FILE). */
  replayFile?: string;
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** The whole mock as a plugin: error shape, catalogue routes and, when enabled, the admin routes. */
export const mockApp: FastifyPluginAsync<MockAppOptions> = async (app, options) => {
  const tenants = new TenantRegistry({
    seed: options.seed,
    dataDir: options.dataDir,
    ...(options.tenantLimit !== undefined && { limit: options.tenantLimit }),
    ...(options.tenantIdleMs !== undefined && { idleMs: options.tenantIdleMs }),
    ...(options.now && { now: options.now }),
  });

  // Every failure answers the broker's error body; Fastify's own 4xx (bad JSON, wrong content type) included.
  app.setErrorHandler<FastifyError | MockHttpError>((error, request, reply) => {
    if (error instanceof MockHttpError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: error.message, code: CLIENT_ERROR_CODES[status] ?? 'bad_request' });
    }
    request.log.error(error);
    return reply.code(500).send({ error: 'Internal mock error', code: 'internal_error' });
  });

  // A known path called with another method is a 405 with the methods it takes, not an unknown route.
  const routeMethods = new RouteMethods();
  app.addHook('onRoute', (route) => routeMethods.add(route.url, route.method));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = routeMethods.allowedOn(path);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          error: `Method ${request.method} not allowed on ${path}; allowed: ${allowed.join(', ')}`,
          code: 'method_not_allowed',
        });
    }
    return reply
      .code(404)
      .send({ error: `Route ${request.method} ${request.url} not found`, code: 'route_not_found' });
  });

  // Files above the broker's limit are refused by the handlers with the spec's message; the parser allows a
  // little more so the handler, not the parser, decides.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1024 * 1024, files: 10 } });

  app.get('/__health', async () => ({ status: 'ok' }));
  await app.register(brokerOpenApiRoutes);
  // Every call below is answered by the tenant its X-Mock-Tenant header names (the default one without it).
  resolveTenants(app, tenants);
  // With admin on, the bucket's calls go into the journal too (the bytes by size and SHA-256).
  if (options.adminEnabled) await app.register(journaledStorage);
  else await app.register(storageRoutes);

  const catalogueOptions = { now: options.now ?? (() => new Date()), devMode: options.devMode };
  const scenarios = new ScenarioFiles(options.scenarioDir ?? DEFAULT_SCENARIO_DIR, catalogueOptions.now);
  if (options.scenario !== undefined) startFromScenario(tenants, scenarios, options.scenario);
  if (options.proxy) tenants.default.qa.relay.setProxy(options.proxy);
  if (options.replayFile !== undefined)
    loadReplayFile(tenants.default, options.replayFile, catalogueOptions.now());
  // Faults and the request journal wrap the catalogue only with admin on; off, nothing extra runs per request.
  if (options.adminEnabled) await app.register(qaInterceptedCatalogue, catalogueOptions);
  else await app.register(catalogueRoutes, catalogueOptions);
  if (options.adminEnabled) {
    await app.register(adminRoutes, { prefix: '/__admin', now: catalogueOptions.now });
    await app.register(qaRoutes, { prefix: '/__admin', tenants, scenarios });
    await app.register(scenarioRoutes, { prefix: '/__admin', tenants, scenarios, now: catalogueOptions.now });
    await app.register(stubRoutes, { prefix: '/__admin' });
    await app.register(journalRoutes, { prefix: '/__admin' });
    await app.register(relayRoutes, { prefix: '/__admin' });
  }
};

/** The default tenant from a scenario file at start; a file that does not load is told in one readable line. */
function startFromScenario(tenants: TenantRegistry, scenarios: ScenarioFiles, name: string): void {
  try {
    tenants.default.load(scenarios.source(name));
  } catch (error) {
    if (!(error instanceof MockHttpError)) throw error;
    const issues = (error.body.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);
    throw new Error(`MOCK_SCENARIO=${name}: ${[error.body.error, ...issues].join('; ')}`);
  }
}

export function buildMockApp(options: MockAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    ...mockServerOptions,
  });
  void app.register(mockApp, options);
  return app;
}
