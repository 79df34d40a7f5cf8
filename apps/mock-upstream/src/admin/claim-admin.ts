import { ClaimStatusCode } from '@portal/contracts/entities/claim-status';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { anyClaim } from '../claims/claim-access.ts';
import { claimDetailsView, isRejected, setClaimStatus } from '../claims/claim-lifecycle.ts';
import { notFound } from '../http/mock-error.ts';
import { BANK_VERIFICATION_SCENARIOS } from '../scenarios/bank-verification-scenarios.ts';
import { DEFAULT_OCR_POLLS, MAX_OCR_POLLS, OCR_SCENARIOS } from '../scenarios/ocr-scenarios.ts';
import type { MockStore } from '../store/mock-store.ts';
import { read } from './read-input.ts';

/** Request schemas of the claim controls; `claim-admin-openapi.ts` describes them from these. */
export const ClaimIdParams = z.object({ claimId: z.string().min(1) });
export const ClaimTransitionInput = z
  .object({
    status_code: ClaimStatusCode.describe('Any claim status code of the contracts'),
    reprocess_comment: z
      .string()
      .min(1)
      .optional()
      .describe("document_reprocess only: customer service's comment (default: names the first document)"),
    invalid_documents: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('document_reprocess only: attribute names to upload again (default: the first required one)'),
    rejection_reason: z
      .string()
      .min(1)
      .optional()
      .describe("rejected and claim_rejected only: the broker's reason, shown to the user (default: none)"),
  })
  .strict();
export const OcrScenarioInput = z
  .object({
    scenario: z.enum(OCR_SCENARIOS),
    polls: z
      .number()
      .int()
      .min(1)
      .max(MAX_OCR_POLLS)
      .default(DEFAULT_OCR_POLLS)
      .describe('The status call (1 = first) that answers the final status'),
  })
  .strict();
export const BankVerificationScenarioInput = z
  .object({ scenario: z.enum(BANK_VERIFICATION_SCENARIOS) })
  .strict();

export interface ClaimAdminOptions {
  /** The clock claim updates are stamped with. */
  now?: () => Date;
}

/**
 * Back-office and scenario controls for the claim flow (under /__admin): move a claim to any status, look at
 * a claim as the broker holds it, and choose what OCR and bank verification answer.
 */
export const claimAdminRoutes: FastifyPluginAsync<ClaimAdminOptions> = async (app, { now }) => {
  const clock = now ?? (() => new Date());

  const claimOf = (store: MockStore, params: unknown) => {
    const { claimId } = read(ClaimIdParams, params, 'params');
    const record = anyClaim(store, claimId);
    if (!record) throw notFound();
    return record;
  };

  app.get('/claims/:claimId', async (request) => {
    const { store } = request.tenant;
    const record = claimOf(store, request.params);
    return { owner_id: record.owner_id, card: record.card, details: claimDetailsView(store, record) };
  });

  app.post('/claims/:claimId/transition', async (request) => {
    const { store } = request.tenant;
    const record = claimOf(store, request.params);
    const { status_code, reprocess_comment, invalid_documents, rejection_reason } = read(
      ClaimTransitionInput,
      request.body,
      'body',
    );
    setClaimStatus(store, record, status_code, clock(), {
      comment: reprocess_comment,
      invalidDocuments: invalid_documents,
    });
    if (rejection_reason && isRejected(record.card.status_group)) record.rejection_reason = rejection_reason;
    return record.card;
  });

  app.get('/scenarios', async ({ tenant: { store } }) => ({
    otp: store.otpScenarios.snapshot(),
    ocr: store.claimFlow.ocrScenarios.snapshot(),
    bank_verification: store.claimFlow.bankVerificationScenarios.snapshot(),
  }));

  app.put('/scenarios/ocr', async (request) => {
    const { scenario, polls } = read(OcrScenarioInput, request.body, 'body');
    const { store } = request.tenant;
    store.claimFlow.ocrScenarios.set(scenario, polls);
    return store.claimFlow.ocrScenarios.snapshot();
  });

  app.put('/scenarios/bank-verification', async (request) => {
    const { scenario } = read(BankVerificationScenarioInput, request.body, 'body');
    const { store } = request.tenant;
    store.claimFlow.bankVerificationScenarios.set(scenario);
    return store.claimFlow.bankVerificationScenarios.snapshot();
  });
};
