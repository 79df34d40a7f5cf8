import { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { ClaimQuestionAnswer } from '@portal/contracts/entities/claim-creation';
import { ClaimStatusChange } from '@portal/contracts/entities/claim-form';
import { FormValue } from '@portal/contracts/entities/form-field';
import {
  ImageVerificationReceivedField,
  ImageVerificationRequiredField,
} from '@portal/contracts/entities/image-verification';
import { z } from 'zod';
import { BankVerificationScenarios } from '../scenarios/bank-verification-scenarios.ts';
import { OCR_SCENARIOS, OcrScenarios, type OcrScenario } from '../scenarios/ocr-scenarios.ts';
import type { ClaimableBenefit } from './claim-catalogue.ts';
import {
  CLAIM_CATEGORIES,
  claimFormTemplates,
  paymentFormTemplates,
  type FormTemplate,
  type FormValues,
} from './claim-forms.ts';
import { ClaimRecordSchema } from './record-schemas.ts';
import { seedAgencyClaims } from './seed-agency-claims.ts';
import type { ClaimRecord } from './types.ts';

/** The working state of one claim beyond its list card: forms, values, answers. */
export interface ClaimFlow {
  claim_id: string;
  benefit: ClaimableBenefit;
  /** The family member the claim is for; null when it is the policyholder's own. */
  claimant_user_id: string | null;
  forms: FormTemplate[];
  payment_forms: FormTemplate[];
  /** Values per form slug. */
  values: Record<string, FormValues>;
  answers: ClaimQuestionAnswer[];
  /** Every status the claim went through, oldest first (the claim details timeline). */
  history: ClaimStatusChange[];
  /** Set when customer service asks for documents again: its comment and the attribute names concerned. */
  reprocess?: { comment: string; invalid_documents: string[] };
}

export interface ImageVerificationRequest {
  request_id: string;
  owner_id: string;
  scenario: OcrScenario;
  polls: number;
  polled: number;
  required_fields: z.input<typeof ImageVerificationRequiredField>[];
  /** What the processor reads when it succeeds. */
  received_fields: z.infer<typeof ImageVerificationReceivedField>[];
}

/** A signed URL handed out and not yet used (or used: then `stored` is true). */
export interface SignedUpload {
  key: string;
  token: string;
  owner_id: string;
  content_type: string;
  extension: string;
  stored: boolean;
}

/**
 * A claim's working state as a scenario document holds it. The form templates are not in it: they follow from
 * the benefit's category and payment methods (claim-forms.ts), so a document stays small and a loaded claim gets
 * the forms the mock has today.
 */
const ClaimFlowState = z
  .object({
    claim_id: z.string().min(1),
    benefit: ClaimBenefit.extend({
      category: z.enum(CLAIM_CATEGORIES),
      payment_methods: z.array(z.enum(['bank_transfer', 'service_center'])).readonly(),
    }).strict(),
    claimant_user_id: z.string().nullable(),
    values: z.record(z.string(), z.record(z.string(), FormValue)),
    answers: z.array(ClaimQuestionAnswer),
    history: z.array(ClaimStatusChange.strict()),
    reprocess: z
      .object({ comment: z.string(), invalid_documents: z.array(z.string()) })
      .strict()
      .optional(),
  })
  .strict();

/**
 * The claim flow's state as a scenario document holds it. The OCR and bank-verification scenarios are not in
 * it: they are the document's switches.
 */
export const ClaimFlowSnapshot = z
  .object({
    flows: z.array(ClaimFlowState),
    imageRequests: z.array(
      z
        .object({
          request_id: z.string().min(1),
          owner_id: z.string().min(1),
          scenario: z.enum(OCR_SCENARIOS),
          polls: z.number().int().min(1),
          polled: z.number().int().min(0),
          required_fields: z.array(ImageVerificationRequiredField.strict()),
          received_fields: z.array(ImageVerificationReceivedField.strict()),
        })
        .strict(),
    ),
    uploads: z.array(
      z
        .object({
          key: z.string().min(1),
          token: z.string().min(1),
          owner_id: z.string().min(1),
          content_type: z.string(),
          extension: z.string(),
          stored: z.boolean(),
        })
        .strict(),
    ),
    registeredOrders: z.array(z.string()),
    agencyClaims: z.array(ClaimRecordSchema),
    /** New claims are numbered 9000 + this count; image requests ocr_<count>. */
    claimCount: z.number().int().min(0),
    imageRequestCount: z.number().int().min(0),
  })
  .strict();

/**
 * State of the claim flow that is not in the seed data: claim forms, agency claims, image-verification
 * requests, signed uploads, registered ride-hailing orders, and the OCR and bank scenarios. MockStore owns one
 * and resets it with everything else.
 */
export class ClaimFlowStore {
  readonly ocrScenarios = new OcrScenarios();
  readonly bankVerificationScenarios = new BankVerificationScenarios();
  private readonly flows = new Map<string, ClaimFlow>();
  private readonly imageRequests = new Map<string, ImageVerificationRequest>();
  private readonly uploads = new Map<string, SignedUpload>();
  private readonly registeredOrders = new Set<string>();
  private agencyClaimRecords: ClaimRecord[] = seedAgencyClaims();
  private claimCount = 0;
  private imageRequestCount = 0;

  /** Everything back to the seed; stored files stay in the bucket (MockStore.files), like a real one. */
  reset(): void {
    this.flows.clear();
    this.imageRequests.clear();
    this.uploads.clear();
    this.registeredOrders.clear();
    this.agencyClaimRecords = seedAgencyClaims();
    this.claimCount = 0;
    this.imageRequestCount = 0;
    this.ocrScenarios.reset();
    this.bankVerificationScenarios.reset();
  }

  snapshot(): z.input<typeof ClaimFlowSnapshot> {
    return structuredClone({
      flows: [...this.flows.values()].map(
        ({ forms: _forms, payment_forms: _paymentForms, ...state }) => state,
      ),
      imageRequests: [...this.imageRequests.values()],
      uploads: [...this.uploads.values()],
      registeredOrders: [...this.registeredOrders],
      agencyClaims: this.agencyClaimRecords,
      claimCount: this.claimCount,
      imageRequestCount: this.imageRequestCount,
    });
  }

  /** Takes the snapshot's objects as its own: give it a freshly parsed one. The scenarios stay as they are. */
  restore(snapshot: z.output<typeof ClaimFlowSnapshot>): void {
    this.flows.clear();
    for (const state of snapshot.flows) {
      this.flows.set(state.claim_id, {
        ...state,
        forms: claimFormTemplates(state.benefit.category),
        payment_forms: paymentFormTemplates(state.benefit.payment_methods),
      });
    }
    this.imageRequests.clear();
    for (const request of snapshot.imageRequests) this.imageRequests.set(request.request_id, request);
    this.uploads.clear();
    for (const upload of snapshot.uploads) this.uploads.set(upload.key, upload);
    this.registeredOrders.clear();
    for (const orderId of snapshot.registeredOrders) this.registeredOrders.add(orderId);
    this.agencyClaimRecords = snapshot.agencyClaims;
    this.claimCount = snapshot.claimCount;
    this.imageRequestCount = snapshot.imageRequestCount;
  }

  flow(claimId: string): ClaimFlow | undefined {
    return this.flows.get(claimId);
  }

  saveFlow(flow: ClaimFlow): void {
    this.flows.set(flow.claim_id, flow);
  }

  /** Numbers for new claims: 9001, 9002, … (far from the seed's ids). */
  nextClaimNumber(): number {
    this.claimCount += 1;
    return 9000 + this.claimCount;
  }

  agencyClaims(): ClaimRecord[] {
    return this.agencyClaimRecords;
  }

  addAgencyClaim(record: ClaimRecord): void {
    this.agencyClaimRecords.push(record);
  }

  nextImageRequestId(): string {
    this.imageRequestCount += 1;
    return `ocr_${String(this.imageRequestCount).padStart(6, '0')}`;
  }

  saveImageRequest(request: ImageVerificationRequest): void {
    this.imageRequests.set(request.request_id, request);
  }

  imageRequest(requestId: string): ImageVerificationRequest | undefined {
    return this.imageRequests.get(requestId);
  }

  saveUpload(upload: SignedUpload): void {
    this.uploads.set(upload.key, upload);
  }

  upload(key: string): SignedUpload | undefined {
    return this.uploads.get(key);
  }

  /** True the first time an order is registered (create-order answers 201), false afterwards (200). */
  registerOrder(orderId: string): boolean {
    if (this.registeredOrders.has(orderId)) return false;
    this.registeredOrders.add(orderId);
    return true;
  }
}
