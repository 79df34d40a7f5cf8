import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { BANK_VERIFICATION_SCENARIOS } from '../scenarios/bank-verification-scenarios.ts';
import { OCR_SCENARIOS } from '../scenarios/ocr-scenarios.ts';
import { BankVerificationScenarioInput, ClaimTransitionInput, OcrScenarioInput } from './claim-admin.ts';

/** OpenAPI paths of the claim controls (claim-admin.ts), merged into the admin document by openapi.ts. */

const schemaOf = jsonSchemaOf;
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const claimIdParam = {
  name: 'claimId',
  in: 'path',
  required: true,
  description: 'Claim id, e.g. clm_1101 (any owner)',
  schema: { type: 'string' },
};
const CLAIM_CARD = { type: 'object', description: 'The claim card as the claim list shows it' };
const OCR_SNAPSHOT = {
  type: 'object',
  properties: { scenario: { type: 'string', enum: [...OCR_SCENARIOS] }, polls: { type: 'integer' } },
};
const BANK_SNAPSHOT = {
  type: 'object',
  properties: { scenario: { type: 'string', enum: [...BANK_VERIFICATION_SCENARIOS] } },
};
const tags = ['Claims'];

export const CLAIM_ADMIN_TAG = {
  name: 'Claims',
  description: 'Claim status transitions (back office), OCR and bank-verification scenarios',
};

export const CLAIM_ADMIN_PATHS = {
  '/__admin/claims/{claimId}': {
    get: {
      tags,
      operationId: 'getClaim',
      summary: 'A claim as the broker holds it: owner, card and details (forms, values, status)',
      parameters: [claimIdParam],
      responses: {
        '200': { description: 'The claim', ...json({ type: 'object' }) },
        '404': { description: 'No such claim (`code: not_found`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/claims/{claimId}/transition': {
    post: {
      tags,
      operationId: 'transitionClaim',
      summary: 'Move a claim to any status code, as the back office would',
      description:
        'Status group and display name follow the code (contracts status map). Moving to a group that waits for ' +
        'documents keeps or sets the document deadline; moving to document_reprocess clears the first required ' +
        'document, so the customer has something to re-upload.',
      parameters: [claimIdParam],
      requestBody: { required: true, ...json(schemaOf(ClaimTransitionInput)) },
      responses: {
        '200': { description: 'The updated claim card', ...json(CLAIM_CARD) },
        '400': { description: 'Unknown status code (`code: invalid_request`)', ...json(ERROR) },
        '404': { description: 'No such claim (`code: not_found`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/scenarios': {
    get: {
      tags,
      operationId: 'getScenarios',
      summary: 'Every scenario in force: OTP, OCR and bank verification',
      responses: {
        '200': {
          description: 'Scenarios',
          ...json({
            type: 'object',
            properties: { otp: { type: 'object' }, ocr: OCR_SNAPSHOT, bank_verification: BANK_SNAPSHOT },
          }),
        },
      },
    },
  },
  '/__admin/scenarios/ocr': {
    put: {
      tags,
      operationId: 'setOcrScenario',
      summary: 'What image verification answers for the next extract-info requests',
      description:
        '`success` and `mismatch` end in OCR_SUCCESSFUL (mismatch: the first IMEI or the name read differs from ' +
        'the policy), `not_required` in OCR_NOT_REQUIRED, `document_invalid` in DOCUMENT_INVALID, `unsuccessful` ' +
        'in OCR_UNSUCCESSFUL, each on status call number `polls`; `never_finishes` stays IN_PROGRESS.',
      requestBody: { required: true, ...json(schemaOf(OcrScenarioInput)) },
      responses: {
        '200': { description: 'OCR scenario now in force', ...json(OCR_SNAPSHOT) },
        '400': { description: 'Invalid input (`code: invalid_request`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/scenarios/bank-verification': {
    put: {
      tags,
      operationId: 'setBankVerificationScenario',
      summary: 'What verify-bank-account answers',
      description:
        '`success`: is_valid true with the given holder name; `holder_name_mismatch`: is_valid false with ' +
        'another name; `account_not_found`: is_valid false, account_holder_name null.',
      requestBody: { required: true, ...json(schemaOf(BankVerificationScenarioInput)) },
      responses: {
        '200': { description: 'Bank scenario now in force', ...json(BANK_SNAPSHOT) },
        '400': { description: 'Invalid input (`code: invalid_request`)', ...json(ERROR) },
      },
    },
  },
};
