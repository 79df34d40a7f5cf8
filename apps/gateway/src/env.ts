import { z } from 'zod';

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
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 60 * 60),
    /** Partner of the default brand: users of any other partner get partner-scoped lists (spec §6). */
    DEFAULT_PARTNER: z.string().default('broker'),
    /** Folder of the built web app; when missing the gateway serves only the API. */
    WEB_DIST_DIR: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Sending or re-sending a code costs the broker an SMS or WhatsApp message: a tighter budget per client. */
    OTP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /** Redis for state several gateway instances share (sessions, budgets, idempotency, rate limits); unset: memory. */
    REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
    /** Prefix of every key the gateway writes to Redis (several portals or environments on one Redis). */
    REDIS_KEY_PREFIX: z.string().default('portal:'),
    /** How often the gateway asks the broker about a claim someone has open (chat replies, status). */
    CHAT_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(3000),
    /** How long a claim's thread is reused for the unread counts of the claim list. */
    CHAT_UNREAD_CACHE_MS: z.coerce.number().int().min(0).default(15_000),
    /** Address people open the portal at; https turns on HSTS and __Host- cookies. Unset: each request decides. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
    /** Serve Prometheus metrics at /metrics. */
    METRICS_ENABLED: z.stringbool().default(true),
    /** When set, /metrics asks for `Authorization: Bearer <token>`. */
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
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      });
      return z.NEVER;
    }
    return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET };
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
