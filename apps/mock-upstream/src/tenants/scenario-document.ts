import { z } from 'zod';
import { BankVerificationScenarioInput, OcrScenarioInput } from '../admin/claim-admin.ts';
import { FaultInput } from '../admin/qa-schemas.ts';
import { OTP_SCENARIOS } from '../scenarios/otp-scenarios.ts';
import { SEED_NAMES } from '../store/named-seeds.ts';
import { StoreState } from '../store/store-state.ts';
import { SCENARIO_FORMAT } from './scenario-format.ts';
import { ScenarioEdit } from './scenario-edits.ts';
import { StubInput } from '../admin/stub-schemas.ts';
import { Recording } from '../relay/recording-schema.ts';

/**
 * A scenario document: one tenant as a JSON file, in the spirit of Mockoon's environments as files. The mock
 * writes the long form (`GET /__admin/export`: the whole `state`); a person writes the short form (a `seed` and
 * a few `edits`). Both load the same way (`PUT /__admin/import`, scenario files), and both are checked with
 * this schema before anything of the tenant changes.
 */

export { SCENARIO_FORMAT };

/** The OTP, OCR and bank-verification switches (`GET /__admin/scenarios`); a part left out is its default. */
export const TenantSwitches = z
  .object({
    otp: z
      .object({
        everyPhone: z.enum(OTP_SCENARIOS).default('normal'),
        phones: z
          .record(z.string().regex(/^\d{6,15}$/, 'International form without +'), z.enum(OTP_SCENARIOS))
          .default({})
          .describe('Per phone, over the reserved phones (which keep their scenario unless listed)'),
      })
      .strict()
      .optional(),
    ocr: OcrScenarioInput.optional(),
    bankVerification: BankVerificationScenarioInput.optional(),
  })
  .strict();
export type TenantSwitches = z.output<typeof TenantSwitches>;

/** A document's description: what it shows and whom to log in as, for people. */
export const ScenarioDescription = z.string().trim().min(1).max(2000);

export const ScenarioDocument = z
  .object({
    format: z.literal(SCENARIO_FORMAT).describe('Names this format and its version'),
    description: ScenarioDescription.optional().describe('What the scenario shows, for people'),
    seed: z
      .enum(SEED_NAMES)
      .default('default')
      .describe('The named seed it starts from (with `state`: the seed it was exported from)'),
    state: StoreState.optional().describe(
      'The whole broker state, as exported; without it, the seed’s. Sessions and OTPs are never in it',
    ),
    edits: z
      .array(ScenarioEdit)
      .default([])
      .describe('Changes applied in order after the seed (or the state): the short, hand-written form'),
    switches: TenantSwitches.default({}),
    faults: z
      .array(FaultInput)
      .default([])
      .describe('Faults and latency, oldest first (the last one is tried first, as if POSTed in this order)'),
    stubs: z
      .array(StubInput)
      .default([])
      .describe('Run-time stubs, oldest first (the last one is tried first, as if POSTed in this order)'),
    recording: Recording.optional().describe(
      'Calls recorded through the proxy with their answers, masked (GET /__admin/recording). With it, the ' +
        'tenant replays: catalogue and storage calls are answered from the recording alone',
    ),
  })
  .strict();

export type ScenarioDocument = z.output<typeof ScenarioDocument>;
