import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/constants';
import { createChatHub } from './chat/chat-hub.ts';
import { trustProxySetting } from './client-address.ts';
import type { Env } from './env.ts';
import { createEndorsementVerifications } from './endorsements/verifications.ts';
import { createFileRefs } from './files/file-refs.ts';
import { gatewayLoggerOptions } from './http/logging.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerSecurityHeaders, transportPolicy } from './http/security-headers.ts';
import { isBuildFileRequest, registerJsonCompression, registerWebApp } from './http/static.ts';
import { createGatewayMetrics, registerMetrics } from './observability/metrics.ts';
import { createContractDrift } from './upstream/contract-drift.ts';
import { otpLimitsFromEnv } from './otp-budgets.ts';
import { pageTelemetry, telemetryOrigins } from './observability/page-telemetry.ts';
import { echoRequestId, requestIdFor } from './observability/request-id.ts';
import { OneLinePerRequest } from './observability/request-log.ts';
import { createSessionCodec } from './session.ts';
import { createCountryReader } from './sessions/session-device.ts';
import { createPublicSessionIds } from './sessions/session-list.ts';
import { createStores, rateLimitStorage } from './stores/index.ts';
import type { GatewayStores } from './stores/types.ts';
import { createContextFactory, type GatewayConfig } from './trpc/context.ts';
import { portalError } from './trpc/errors.ts';
import { trpcHttpPlugin, type TrpcHttpOptions } from './trpc/http-handler.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';
import { fileRoutes } from './uploads/file-routes.ts';
import { createResumableUploads } from './uploads/resumable-uploads.ts';
import { QA_TENANT_PATH, qaTenantPage } from './mock-tenant/qa-page.ts';
import { rateLimitKey, registerMockTenant } from './mock-tenant/tenant.ts';

/** How often expired resumable uploads are looked for. */
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface GatewayOptions {
  env: Env;
  upstreamUrl: string;
  /** Folder of the built web app, or null to serve only the API. */
  webDistDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Shared state to use instead of creating it from `env` (tests); the caller closes it. */
  stores?: GatewayStores;
  /**
   * How tRPC is mounted: 'direct' (the default) answers JSON queries and mutations from Fastify's request and
   * reply and hands the rest to tRPC's adapter (trpc/http-handler.ts); 'adapter' sends every call through tRPC's
   * Fastify adapter, which the protocol tests compare it with.
   */
  trpcMount?: 'direct' | 'adapter';
}

export { CSRF_HEADER } from './http/request-guards.ts';

export async function buildGatewayApp(options: GatewayOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    // No token, code, cookie or sealed id in a log line (http/logging.ts).
    logger: options.logger ?? gatewayLoggerOptions(env),
    // The page's id for a call (checked) or a new one: in every log line, sent on to the broker, answered back.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // One line per request, written when it is answered (observability/request-log.ts).
    logController: new OneLinePerRequest(),
    // X-Forwarded-* only from the proxies TRUSTED_PROXIES lists: a forged header buys no budget (0020).
    trustProxy: trustProxySetting(env.TRUSTED_PROXIES),
    bodyLimit: 1024 * 1024,
    // Upload ids and file refs are sealed tokens in the path (decision record 0006).
    routerOptions: { maxParamLength: 2048 },
  });
  // Methods, CSRF, body admission and no-store on the matched route, before any route is added (0021).
  registerRequestGuards(app, { bodyLimit: app.initialConfig.bodyLimit ?? 0, webDistDir: options.webDistDir });

  // HSTS, upgrade-insecure-requests and Secure/__Host- cookies follow PUBLIC_URL's scheme, not NODE_ENV.
  const transport = transportPolicy(env.PUBLIC_URL);
  const telemetry = pageTelemetry(env);
  await registerSecurityHeaders(app, { transport, ...telemetryOrigins(telemetry) });
  echoRequestId(app);
  const metrics = env.METRICS_ENABLED ? createGatewayMetrics() : undefined;
  if (metrics) await registerMetrics(app, metrics, { token: env.METRICS_TOKEN });
  await app.register(cookie);
  // QA only (decision record 0032): each request's mock tenant, read once, refused when invalid. Without the
  // setting nothing is registered, and the header and cookie mean nothing.
  const mockTenants = env.MOCK_TENANT_PASSTHROUGH;
  if (mockTenants) registerMockTenant(app, { exemptRoutes: [QA_TENANT_PATH] });
  const stores = options.stores ?? (await createStores(env, app.log));
  if (!options.stores) app.addHook('onClose', async () => stores.close());
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...rateLimitStorage(stores),
    // Per address within the tenant, so two tenants' tests from one machine do not share a window.
    ...(mockTenants ? { keyGenerator: rateLimitKey } : {}),
    // Reading the build's files (scripts, styles, icons) is not counted: pages, API calls and uploads are.
    allowList: (request) => isBuildFileRequest(request),
  });
  // Before the routes: the plugin attaches itself to each route as it is declared.
  await registerJsonCompression(app, { thresholdBytes: env.COMPRESS_THRESHOLD_BYTES });

  const contractDrift = createContractDrift({ onDrift: metrics?.contractDrift });
  const config: GatewayConfig = {
    upstreamUrl: options.upstreamUrl,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    sessionCodec: createSessionCodec(env.SESSION_SECRET),
    sessionCookieName: transport.sessionCookieName,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    secureCookies: transport.secureCookies,
    defaultPartner: env.DEFAULT_PARTNER,
    sessionIdleSeconds: env.SESSION_IDLE_SECONDS,
    otpLimits: otpLimitsFromEnv(env),
    fileRefs: createFileRefs(env.SESSION_SECRET),
    uploads: createResumableUploads({
      directory: env.UPLOAD_DIR,
      cache: stores.cache,
      locker: stores.uploadLocker,
    }),
    stores,
    endorsementVerifications: createEndorsementVerifications(env.SESSION_SECRET),
    chat: createChatHub({
      upstreamUrl: options.upstreamUrl,
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      pollIntervalMs: env.CHAT_POLL_INTERVAL_MS,
      unreadCacheMs: env.CHAT_UNREAD_CACHE_MS,
      unreadMaxAgeMs: env.CHAT_UNREAD_MAX_AGE_MS,
      cache: stores.cache,
      log: app.log,
      contractDrift,
    }),
    metrics,
    contractDrift,
    telemetry,
    mockTenants,
    publicSessionIds: createPublicSessionIds(env.SESSION_SECRET),
    countryOf: createCountryReader({
      header: env.CLIENT_COUNTRY_HEADER,
      trustedProxies: env.TRUSTED_PROXIES,
    }),
  };
  // Open chat streams would hold the server open: end them before it closes, with a retryable error so each
  // page's EventSource reconnects (to this gateway once it is back, or to another one) instead of stopping.
  app.addHook('preClose', async () =>
    config.chat.watchers.closeAll(portalError('SERVICE_UNAVAILABLE', 'server_problem')),
  );

  const trpcOptions: TrpcHttpOptions<AppRouter> = {
    router: appRouter,
    createContext: createContextFactory(config),
    // A bigger batch is refused with a typed BAD_REQUEST before any procedure runs.
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    onError({ error, path, ctx }) {
      const log = ctx?.log ?? app.log;
      if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'procedure failed');
      else log.info({ code: error.code, path, key: error.message }, 'procedure refused');
    },
  };
  if (options.trpcMount === 'adapter') {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions,
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  } else {
    await app.register(trpcHttpPlugin<AppRouter>, { prefix: '/trpc', trpcOptions });
  }

  await app.register(fileRoutes, { config });
  // Bytes of uploads left unfinished (a user who never came back) are swept once they expire.
  const uploadSweep = setInterval(() => void config.uploads.sweep(), UPLOAD_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(uploadSweep));
  if (mockTenants) await app.register(qaTenantPage, { secureCookies: transport.secureCookies });

  // Liveness of this process alone: never counted against a rate limit (a refused probe restarts a sound
  // replica) and so never waiting on Redis (decision record 0038).
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  registerReadiness(app, config);

  await registerWebApp(app, options.webDistDir);

  return app;
}
