import { z } from 'zod';

const Flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Seeded demo phones get the fixed OTP 123456. */
  MOCK_DEV_MODE: Flag.default(true),
  /** Mounts /__admin (reset, last OTP per phone). */
  MOCK_ADMIN_ENABLED: Flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** The only reader of process.env; a bad value throws with every problem listed. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment for mock-upstream:\n${problems.join('\n')}`);
}
