import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './client-address.ts';
import { DEFAULT_COMMAND_TIMEOUT_MS } from './stores/redis-connection.ts';

/** Public (it is in the repository): it may seal sessions only where someone asked for it (ALLOW_DEV_SECRET). */
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The broker API. Without it the gateway starts the mock upstream in-process. */
    UPSTREAM_URL: z.url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Port of the embedded mock upstream (only when UPSTREAM_URL is unset). */
    MOCK_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    /**
     * The secret sessions, file refs and upload ids are sealed with; several separated by commas to rotate it:
     * the first seals, each one opens (session.ts).
     */
    SESSION_SECRET: z
      .string()
      .refine((value) => {
        const secrets = value.split(',').map((item) => item.trim());
        return secrets.every((item) => item.length >= 32);
      }, 'SESSION_SECRET must be at least 32 characters (each of them, when several are separated by commas)')
      .optional(),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 60 * 60),
    /** A session unused this long ends (ASVS L2: 30 minutes); every answer to a logged-in page renews it. */
    SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 60),
    /** Use the public development secret when SESSION_SECRET is unset (else a random one per process). */
    ALLOW_DEV_SECRET: z.stringbool().default(false),
    /** Let NODE_ENV=production run the embedded mock broker (a demo) when UPSTREAM_URL is unset. */
    ALLOW_EMBEDDED_MOCK: z.stringbool().default(false),
    /**
     * QA only: pass the browser's mock tenant (`x-mock-tenant` header, else the `mock_tenant` cookie) on to the
     * mock broker, keep budgets and idempotency keys apart per tenant, and serve /__qa/tenant (decision record
     * 0032). Refused in production.
     */
    MOCK_TENANT_PASSTHROUGH: z.stringbool().default(false),
    /** Proxies whose X-Forwarded-* headers are believed (addresses, CIDRs, loopback…); empty: none. */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value, ctx) => {
        try {
          return parseTrustedProxies(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /**
     * A header a TRUSTED_PROXIES proxy sets to the client's country (ISO 3166-1 alpha-2), e.g. `cf-ipcountry`:
     * the signed-in sessions list shows it as the place (decision record 0039). Unset, or from a request that
     * did not come through such a proxy: no place is shown.
     */
    CLIENT_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'CLIENT_COUNTRY_HEADER must be a header name such as cf-ipcountry')
      .optional(),
    /** Partner of the default brand: users of any other partner get partner-scoped lists (spec §6). */
    DEFAULT_PARTNER: z.string().default('broker'),
    /**
     * Folder where resumable uploads keep their bytes until they are finished (decision record 0050): on a disk
     * that outlives the process, so an upload goes on after a restart; several instances share it.
     */
    UPLOAD_DIR: z.string().min(1).default(join(tmpdir(), 'portal-gateway-uploads')),
    /** Folder of the built web app; when missing the gateway serves only the API. */
    WEB_DIST_DIR: z.string().optional(),
    /** JSON answers at least this long go out brotli/gzip-compressed (smaller ones cost more CPU than they save). */
    COMPRESS_THRESHOLD_BYTES: z.coerce.number().int().min(0).default(1024),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** OTP sends per client address; generous, as a carrier's NAT puts many users on one (per phone: below). */
    OTP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Redis for state several gateway instances share (sessions, budgets, idempotency, rate limits); unset: memory. */
    REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
    /** Prefix of every key the gateway writes to Redis (several portals or environments on one Redis). */
    REDIS_KEY_PREFIX: z.string().default('portal:'),
    /**
     * A Redis command without an answer by then fails, and the call that needed it answers 503 "try again soon"
     * (decision record 0038). Keep it well under a page's and a probe's patience (1 s).
     */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(20).max(5000).default(DEFAULT_COMMAND_TIMEOUT_MS),
    /** Codes sent (send or resend, login or phone change) to one phone number in 10 minutes, whatever the address. */
    OTP_PHONE_SENDS_PER_10_MIN: z.coerce.number().int().min(1).default(3),
    /** The same per phone number in 24 hours. */
    OTP_PHONE_SENDS_PER_DAY: z.coerce.number().int().min(1).default(10),
    /** Wrong codes for one phone and operation (login, phone change) that lock it for 15 minutes. */
    OTP_VERIFY_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Wrong codes for one phone and operation in 24 hours, however they are spread out. */
    OTP_VERIFY_MAX_FAILURES_PER_DAY: z.coerce.number().int().min(1).default(15),
    /** How often the gateway asks the broker about a claim someone has open (chat replies, status). */
    CHAT_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(3000),
    /**
     * A claim's replies kept for the claim list's unread badges are current this long; older, a list visit reads
     * the stalest claim's thread again, one per visit, after answering (decision record 0040).
     */
    CHAT_UNREAD_CACHE_MS: z.coerce.number().int().min(0).default(15_000),
    /** A claim's replies kept longer than this are forgotten: the next list reads its thread before answering. */
    CHAT_UNREAD_MAX_AGE_MS: z.coerce.number().int().min(100).default(600_000),
    /** Address people open the portal at; https turns on HSTS and __Host- cookies. Unset: each request decides. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' })
      .optional(),
    /** Serve Prometheus metrics at /metrics. */
    METRICS_ENABLED: z.stringbool().default(true),
    /** When set, /metrics asks for `Authorization: Bearer <token>`; required in production while metrics are on. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Sentry-compatible DSN the page reports its errors to; unset, nothing is loaded or sent. */
    ERROR_REPORTING_DSN: z.url({ protocol: /^https?$/ }).optional(),
    /** Google Tag Manager container id (GTM-XXXX) for page views and the claim funnel; unset, no tag manager. */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'TAG_MANAGER_ID must look like GTM-XXXXXXX')
      .optional(),
  })
  .transform((env, ctx) => {
    // NODE_ENV alone never makes a deployment safe: without a secret of its own the gateway seals with a
    // random one (sessions end on restart), never with the public one, unless ALLOW_DEV_SECRET says so.
    const production = env.NODE_ENV === 'production';
    // A tester's header would pick the broker's state and reset the gateway's budgets: never where users are.
    if (production && env.MOCK_TENANT_PASSTHROUGH) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOCK_TENANT_PASSTHROUGH'],
        message: 'MOCK_TENANT_PASSTHROUGH is a QA setting and is refused in production (NODE_ENV=production)',
      });
      return z.NEVER;
    }
    // Replies forgotten before they are due would make every list visit read every card's thread.
    if (env.CHAT_UNREAD_MAX_AGE_MS <= env.CHAT_UNREAD_CACHE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_UNREAD_MAX_AGE_MS'],
        message: 'CHAT_UNREAD_MAX_AGE_MS must be longer than CHAT_UNREAD_CACHE_MS',
      });
      return z.NEVER;
    }
    const sealingSecret = env.SESSION_SECRET?.split(',')[0]?.trim();
    const devSecret = !sealingSecret || sealingSecret === DEV_SESSION_SECRET;
    if (production && devSecret && !env.ALLOW_DEV_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: env.SESSION_SECRET
          ? 'SESSION_SECRET is the public development secret; set your own (or ALLOW_DEV_SECRET=true)'
          : 'SESSION_SECRET is required in production (or ALLOW_DEV_SECRET=true)',
      });
      return z.NEVER;
    }
    // The metrics name every procedure, its error rate and the Node version: not for anyone who finds the port.
    if (production && env.METRICS_ENABLED && !env.METRICS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message:
          'METRICS_TOKEN is required in production while METRICS_ENABLED=true (/metrics would answer anyone); set one, or METRICS_ENABLED=false',
      });
      return z.NEVER;
    }
    if (env.SESSION_SECRET) {
      const source = sealingSecret === DEV_SESSION_SECRET ? 'development' : 'configured';
      return { ...env, SESSION_SECRET: env.SESSION_SECRET, sessionSecretSource: source } as const;
    }
    if (env.ALLOW_DEV_SECRET) {
      return { ...env, SESSION_SECRET: DEV_SESSION_SECRET, sessionSecretSource: 'development' } as const;
    }
    const random = randomBytes(32).toString('base64url');
    return { ...env, SESSION_SECRET: random, sessionSecretSource: 'random' } as const;
  });

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid gateway environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * What the broker contract probe (src/probe/cli.ts, a command beside the server, not the server) takes from the
 * environment: a session token instead of `--token`, and the directory `npm run` was started in, where its
 * report goes (npm runs the workspace script in apps/gateway).
 */
export function readProbeEnv(source: Record<string, string | undefined> = process.env): {
  brokerToken: string | undefined;
  cwd: string;
} {
  return { brokerToken: source.BROKER_TOKEN || undefined, cwd: source.INIT_CWD || process.cwd() };
}
