import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BrokerUrl, ProxyPaths } from './relay/proxy-input.ts';
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
  /** The default tenant forwards catalogue and storage calls to this broker base URL. */
  MOCK_PROXY_URL: BrokerUrl.optional(),
  /** Comma-separated path patterns: only these calls are forwarded (default: all). */
  MOCK_PROXY_PATHS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((path) => path.trim())
        .filter((path) => path !== ''),
    )
    .pipe(ProxyPaths)
    .optional(),
  /** The default tenant records what it forwards (GET /__admin/recording). */
  MOCK_RECORD: Flag.default(false),
  /** Where the recording is written as it grows, as a scenario document. */
  MOCK_RECORD_FILE: z.string().min(1).optional(),
  /** A document with a recording (any path) the default tenant replays. */
  MOCK_REPLAY_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings that only make sense together, each refusal naming the variable to fix. */
const CombinedEnv = EnvSchema.superRefine((env, context) => {
  const refuse = (variable: string, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  if (env.MOCK_PROXY_PATHS && !env.MOCK_PROXY_URL) refuse('MOCK_PROXY_PATHS', 'needs MOCK_PROXY_URL');
  if (env.MOCK_RECORD && !env.MOCK_PROXY_URL)
    refuse('MOCK_RECORD', 'needs MOCK_PROXY_URL (the broker to record)');
  if (env.MOCK_RECORD_FILE && !env.MOCK_RECORD) refuse('MOCK_RECORD_FILE', 'needs MOCK_RECORD=true');
  if (env.MOCK_REPLAY_FILE && (env.MOCK_PROXY_URL || env.MOCK_SCENARIO)) {
    refuse('MOCK_REPLAY_FILE', 'cannot be combined with MOCK_PROXY_URL or MOCK_SCENARIO');
  }
  if ((env.MOCK_PROXY_URL || env.MOCK_REPLAY_FILE) && !env.MOCK_ADMIN_ENABLED) {
    refuse(
      'MOCK_ADMIN_ENABLED',
      'must be true with MOCK_PROXY_URL or MOCK_REPLAY_FILE (the proxy and replay sit with the QA controls)',
    );
  }
});

export type Env = z.infer<typeof EnvSchema>;

/** The only reader of process.env; a bad value throws with every problem listed. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = CombinedEnv.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment for mock-upstream:\n${problems.join('\n')}`);
}
