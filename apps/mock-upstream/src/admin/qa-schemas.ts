import { z } from 'zod';
import { OTP_SCENARIOS } from '../scenarios/otp-scenarios.ts';
import { SEED_NAMES } from '../store/named-seeds.ts';
import { SCENARIO_NAME, TENANT_NAME } from '../tenants/tenants.ts';
import { pathPatternProblem } from './path-pattern.ts';

/**
 * Request schemas of the QA controls. The routes validate with them and `openapi.ts` describes them, so the
 * document cannot drift from what the routes accept.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const Method = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(HTTP_METHODS))
  .describe('HTTP method, any case; omitted: every method');

export const PathPattern = z
  .string()
  .min(1)
  .describe(
    'Glob on the URL path (`*` one segment, `**` any depth, trailing slash optional), ' +
      'or a regular expression when it starts with `^`',
  )
  .superRefine((pattern, context) => {
    const problem = pathPatternProblem(pattern);
    if (problem) context.addIssue({ code: 'custom', message: `Invalid pattern: ${problem}` });
  });

/** Where a tenant starts from: a named seed or a scenario file, not both; neither is the default seed. */
const SeedOrScenario = z
  .object({
    seed: z.enum(SEED_NAMES).optional().describe('Named seed to start from (default: `default`)'),
    scenario: z
      .string()
      .regex(SCENARIO_NAME, 'A scenario file name without .json, kebab-case')
      .optional()
      .describe('Scenario file to load instead of a seed (`GET /__admin/scenarios/files`)'),
  })
  .strict()
  .refine((input) => input.seed === undefined || input.scenario === undefined, {
    message: 'Give a seed or a scenario, not both',
  });

export const ResetInput = SeedOrScenario;

export const FaultInput = z
  .object({
    method: Method.optional(),
    path: PathPattern,
    status: z
      .number()
      .int()
      .min(100)
      .max(599)
      .optional()
      .describe('Answer this status instead of the handler'),
    body: z
      .unknown()
      .optional()
      .describe('Body sent with `status` (default: `{"error":"Injected fault","code":"injected_fault"}`)'),
    delayMs: z.number().int().min(0).max(60_000).optional().describe('Wait this long first'),
    dropConnection: z.boolean().optional().describe('Destroy the socket without answering'),
    times: z.number().int().min(1).optional().describe('Apply to the next N matching calls, then retire'),
    percentage: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe('Chance to apply per matching call (seeded, repeatable); omitted: always'),
    seed: z.number().int().optional().describe('Seed of the percentage draw; default: the fault number'),
  })
  .strict()
  .refine(
    (fault) =>
      fault.status !== undefined ||
      fault.body !== undefined ||
      fault.delayMs !== undefined ||
      fault.dropConnection === true,
    { message: 'A fault needs at least one of status, body, delayMs or dropConnection' },
  );
export type FaultInput = z.output<typeof FaultInput>;

export const StatusFilter = z
  .string()
  .regex(/^([1-5]\d\d|[1-5]xx)$/i, 'A status such as 404, or a class such as 5xx')
  .describe('Exact status (404) or class (4xx)');

export const OtpScenarioInput = z
  .object({
    phone: z
      .string()
      .regex(/^\d{6,15}$/, 'International form without +, e.g. 6281200000001')
      .optional()
      .describe('Omitted: every phone without a scenario of its own'),
    scenario: z.enum(OTP_SCENARIOS),
  })
  .strict();

export const TenantParams = z.object({
  name: z
    .string()
    .regex(TENANT_NAME, '1–40 characters of a-z, 0-9 and "-"')
    .describe('Tenant name, as sent in the X-Mock-Tenant header'),
});

export const TenantInput = SeedOrScenario;

export const FaultIdParams = z.object({ id: z.string().min(1) });
export const PhoneParams = z.object({ phone: z.string().min(1) });
