import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { ChatHub } from '../chat/chat-hub.ts';
import type { EndorsementVerifications } from '../endorsements/verifications.ts';
import type { FileRefs } from '../files/file-refs.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { PageTelemetry } from '../observability/page-telemetry.ts';
import type { UploadTokens } from '../uploads/upload-tokens.ts';
import { createUpstreamClient } from '../upstream/client.ts';
import type { SessionCodec, SessionData } from '../session.ts';
import type { GatewayStores } from '../stores/types.ts';

export interface GatewayConfig {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  sessionCodec: SessionCodec;
  sessionCookieName: string;
  sessionMaxAgeSeconds: number;
  /** The cookie's `Secure` flag: by PUBLIC_URL's scheme, or 'auto' (per request) when unset (http/security-headers.ts). */
  secureCookies: boolean | 'auto';
  defaultPartner: string;
  /** Each OTP send or resend costs the broker a message: a tight budget per client address (in `stores.budgets`). */
  otpSendsPerAddressPerMinute: number;
  /** Seals broker file URLs into page-safe refs and back. */
  fileRefs: FileRefs;
  /** Seals a pending upload (its signed URL) into the upload id. */
  uploadTokens: UploadTokens;
  /**
   * Session revocations, budgets, and the submit and create results remembered so retries and second tabs do not
   * repeat them: in this process, or in Redis so several gateway instances agree (decision record 0019).
   */
  stores: GatewayStores;
  /** Seals the authorization an endorsement OTP grants into what the page holds (authorized flow). */
  endorsementVerifications: EndorsementVerifications;
  /** Live chat: watchers of open claims, read marks, recently read threads (decision record 0014). */
  chat: ChatHub;
  /** Prometheus series of procedures and upstream calls (observability/metrics.ts); absent when metrics are off. */
  metrics?: GatewayMetrics;
  /** Error reporting and tag manager settings the page reads at run time (`config.telemetry`). */
  telemetry: PageTelemetry;
}

export function createContextFactory(config: GatewayConfig) {
  return function createContext({ req, res }: CreateFastifyContextOptions) {
    return buildContext(config, req, res);
  };
}

export function buildContext(config: GatewayConfig, req: FastifyRequest, res: FastifyReply) {
  let session = config.sessionCodec.open(req.cookies[config.sessionCookieName]);
  const upstreamFor = (token: string | null) =>
    createUpstreamClient({
      baseUrl: config.upstreamUrl,
      token,
      timeoutMs: config.upstreamTimeoutMs,
      log: req.log,
      requestId: req.id,
      onCallDone: config.metrics?.upstreamDone,
    });

  return {
    req,
    res,
    log: req.log,
    config,
    get session(): SessionData | null {
      return session;
    },
    /** Client for the current session's token (or anonymous). */
    get upstream() {
      return upstreamFor(session?.token ?? null);
    },
    setSession(data: SessionData) {
      session = data;
      res.setCookie(config.sessionCookieName, config.sessionCodec.seal(data), {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        maxAge: config.sessionMaxAgeSeconds,
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
}

export type Context = ReturnType<typeof buildContext>;
