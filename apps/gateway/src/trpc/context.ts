import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { ChatHub } from '../chat/chat-hub.ts';
import type { EndorsementVerifications } from '../endorsements/verifications.ts';
import type { FileRefs } from '../files/file-refs.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { PageTelemetry } from '../observability/page-telemetry.ts';
import type { GatewayStores } from '../stores/types.ts';
import type { ResumableUploads } from '../uploads/resumable-uploads.ts';
import { createUpstreamClient } from '../upstream/client.ts';
import type { ContractDrift } from '../upstream/contract-drift.ts';
import { mockTenantOf, tenantStores } from '../mock-tenant/tenant.ts';
import type { OtpLimits } from '../otp-budgets.ts';
import { checkSession, sessionRemainingMs, type SessionCodec, type SessionData } from '../session.ts';
import type { CountryReader } from '../sessions/session-device.ts';
import { touchListedSession, type PublicSessionIds } from '../sessions/session-list.ts';
import { portalError } from './errors.ts';

export interface GatewayConfig {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  sessionCodec: SessionCodec;
  sessionCookieName: string;
  sessionMaxAgeSeconds: number;
  /** The cookie's `Secure` flag: by PUBLIC_URL's scheme, or 'auto' (per request) when unset (http/security-headers.ts). */
  secureCookies: boolean | 'auto';
  defaultPartner: string;
  /** A session unused this long ends (decision record 0020). */
  sessionIdleSeconds: number;
  /** OTP send budgets per phone and per client address, wrong-code locks (otp-budgets.ts, in `stores.budgets`). */
  otpLimits: OtpLimits;
  /** Seals broker file URLs into page-safe refs and back. */
  fileRefs: FileRefs;
  /** Resumable uploads: the tus endpoint's server and the finish that sends a file to the broker (record 0050). */
  uploads: ResumableUploads;
  /**
   * Session revocations, budgets, and the submit and create results remembered so retries and second tabs do not
   * repeat them: in this process, or in Redis so several gateway instances agree (decision record 0019).
   */
  stores: GatewayStores;
  /** Seals the authorization an endorsement OTP grants into what the page holds (authorized flow). */
  endorsementVerifications: EndorsementVerifications;
  /** Live chat: watchers of open claims; read marks and kept replies in the shared store (records 0014, 0040). */
  chat: ChatHub;
  /** Prometheus series of procedures and upstream calls (observability/metrics.ts); absent when metrics are off. */
  metrics?: GatewayMetrics;
  /** How broker answers are read against their contracts, drifts logged once and counted (decision record 0035). */
  contractDrift: ContractDrift;
  /** Error reporting and tag manager settings the page reads at run time (`config.telemetry`). */
  telemetry: PageTelemetry;
  /**
   * MOCK_TENANT_PASSTHROUGH (QA only, decision record 0032): each request runs in the mock tenant it names. Its
   * broker calls carry the tenant, its session must have been opened in it, and its context's `config.stores`
   * is the tenant's view (`tenantStores`: budget and idempotency keys prefixed with the tenant).
   */
  mockTenants: boolean;
  /** The id the page names a session by in the signed-in sessions list (never the sid; decision record 0039). */
  publicSessionIds: PublicSessionIds;
  /** The client's country as a trusted proxy names it (CLIENT_COUNTRY_HEADER), or null. */
  countryOf: CountryReader;
}

export function createContextFactory(config: GatewayConfig) {
  // tRPC's adapter passes more (the request's info, which nothing here reads); the direct mount passes these two.
  return function createContext({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>) {
    return buildContext(config, req, res);
  };
}

/** The gateway's own limits on a session (decision record 0020). */
export function sessionLimits(config: Pick<GatewayConfig, 'sessionMaxAgeSeconds' | 'sessionIdleSeconds'>) {
  return { maxAgeMs: config.sessionMaxAgeSeconds * 1000, idleMs: config.sessionIdleSeconds * 1000 };
}

/**
 * The request's session, if its cookie still holds one: within the gateway's absolute lifetime and idle
 * timeout and not revoked in the shared store (a logout, a new login or a phone change, on any instance).
 */
export async function readSession(config: GatewayConfig, req: FastifyRequest) {
  try {
    return await checkSession(req.cookies[config.sessionCookieName], {
      codec: config.sessionCodec,
      limits: sessionLimits(config),
      isActive: (identity) => config.stores.sessions.isActive(identity),
      now: Date.now(),
      mockTenant: config.mockTenants ? mockTenantOf(req) : undefined,
    });
  } catch (error) {
    // The store cannot say whether the session was ended: refuse to guess either way.
    req.log.error({ err: error }, 'session store unavailable');
    throw portalError('SERVICE_UNAVAILABLE', 'server_problem');
  }
}

export async function buildContext(sharedConfig: GatewayConfig, req: FastifyRequest, res: FastifyReply) {
  const mockTenant = sharedConfig.mockTenants ? mockTenantOf(req) : null;
  const config =
    mockTenant === null
      ? sharedConfig
      : { ...sharedConfig, stores: tenantStores(sharedConfig.stores, mockTenant) };
  const check = await readSession(config, req);
  let session = check.state === 'live' ? check.session : null;
  const upstreamFor = (token: string | null) =>
    createUpstreamClient({
      baseUrl: config.upstreamUrl,
      token,
      timeoutMs: config.upstreamTimeoutMs,
      log: req.log,
      requestId: req.id,
      mockTenant,
      onCallDone: config.metrics?.upstreamDone,
      contractDrift: config.contractDrift,
    });

  const context = {
    req,
    res,
    log: req.log,
    config,
    /** The mock tenant this request runs in (QA mode only); null: the default tenant, or the mode is off. */
    mockTenant,
    get session(): SessionData | null {
      return session;
    },
    /** Client for the current session's token (or anonymous). */
    get upstream() {
      return upstreamFor(session?.token ?? null);
    },
    /** Client for a broker token the request holds but no session carries (a grant the gateway refuses). */
    upstreamAs(token: string) {
      return upstreamFor(token);
    },
    setSession(data: SessionData) {
      session = data;
      res.setCookie(config.sessionCookieName, config.sessionCodec.seal(data), {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        // What is left of the absolute lifetime, so a renewed cookie never outlives the session.
        maxAge: Math.ceil(sessionRemainingMs(data, sessionLimits(config), Date.now()) / 1000),
      });
    },
    clearSession() {
      session = null;
      res.clearCookie(config.sessionCookieName, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
      });
    },
  };
  if (check.state === 'ended') {
    req.log.info({ reason: check.reason }, 'session ended by the gateway');
    context.clearSession();
  } else if (check.state === 'live' && check.renew) {
    const renewed = { ...check.session, seenAt: Date.now() };
    context.setSession(renewed);
    // Only as the cookie is renewed, so the list's last-seen costs no store write per request.
    await touchListedSession(config.stores, renewed, req.log);
  }
  return context;
}

export type Context = Awaited<ReturnType<typeof buildContext>>;
