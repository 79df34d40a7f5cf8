import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SEED_NAMES } from './store/named-seeds.ts';

/** apps/mock-upstream/data (git-ignored), wherever the process was started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));
/** apps/mock-upstream/scenarios: the scenario files shipped with the mock. */
export const DEFAULT_SCENARIO_DIR = fileURLToPath(new URL('../scenarios', import.meta.url));

const Flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Seeded demo phones get the fixed OTP 123456. */
  MOCK_DEV_MODE: Flag.default(true),
  /** Mounts /__admin (QA controls) and the fault check and request journal around the catalogue routes. */
  MOCK_ADMIN_ENABLED: Flag.default(true),
  /** Named seed the state starts from: default, empty or large. */
  MOCK_SEED: z.enum(SEED_NAMES).default('default'),
  /** Where uploaded files are stored (`<dir>/storage/…`); relative paths start from the working directory. */
  MOCK_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  /** Folder of the scenario files (`<name>.json`) a reset or a new tenant can start from. */
  MOCK_SCENARIO_DIR: z.string().min(1).default(DEFAULT_SCENARIO_DIR),
  /** A scenario file (its name, without .json) the default tenant starts from instead of MOCK_SEED. */
  MOCK_SCENARIO: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'the name of a scenario file, without .json')
    .optional(),
  /** Most tenants alive at once, the default one included (each holds a copy of its seed: see bench:mock). */
  MOCK_TENANT_LIMIT: z.coerce.number().int().min(1).max(10_000).default(64),
  /** A tenant nobody called for this many minutes ends, with its state, journal and files. */
  MOCK_TENANT_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
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
