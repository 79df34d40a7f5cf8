import type { ClaimQuestionAnswer } from '@portal/contracts/entities/claim-creation';
import type { ClaimStatusChange } from '@portal/contracts/entities/claim-form';
import type {
  ImageVerificationReceivedField,
  ImageVerificationRequiredField,
} from '@portal/contracts/entities/image-verification';
import type { z } from 'zod';
import { BankVerificationScenarios } from '../scenarios/bank-verification-scenarios.ts';
import { OcrScenarios, type OcrScenario } from '../scenarios/ocr-scenarios.ts';
import type { ClaimableBenefit } from './claim-catalogue.ts';
import type { FormTemplate, FormValues } from './claim-forms.ts';
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
