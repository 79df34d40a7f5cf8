import { randomBytes } from 'node:crypto';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import { initialValues, type FieldValue } from './endorsement-fields.ts';
import type { StoredFile } from './file-vault.ts';
import {
  seedAggregates,
  seedEndorsementTokens,
  type EndorsementToken,
  type PolicyAggregate,
} from './seed-endorsements.ts';

/** How long the authorization an endorsement OTP grants stays valid. */
export const ENDORSEMENT_AUTHORIZATION_TTL_MS = 15 * 60 * 1000;
const FIRST_NEW_ID = 1001;

export type EndorsementChannel = 'token' | 'authorized' | 'session';

/** An accepted change request, kept for QA and for the policy's history. */
export interface EndorsementRecord {
  endorsement_id: string;
  /** The catalogue endpoint it came through. */
  endpoint: string;
  channel: EndorsementChannel;
  internal_ids: string[];
  /** Per policy: field name → new value. */
  changes: Record<string, Record<string, FieldValue>>;
  document_urls: string[];
  status: 'approved';
  created_at: string;
}

export interface EndorsementAuthorization {
  token: string;
  internal_id: string;
  expires_at: Date;
  used: boolean;
}

export interface PolicyUpload {
  internal_id: string;
  document_type: string;
  file: StoredFile;
}

/**
 * Endorsement state: tokenised-link tokens, OTP-granted authorizations, each policy's current field values
 * (created from the policy on first use), accepted endorsements and supporting uploads.
 */
export class EndorsementStore {
  private tokens = seedEndorsementTokens();
  private aggregates = seedAggregates();
  private authorizations = new Map<string, EndorsementAuthorization>();
  /** Endorsement OTP operation id → the policy it authorizes. */
  private otpPolicies = new Map<string, string>();
  private values = new Map<string, Map<string, FieldValue>>();
  private endorsements: EndorsementRecord[] = [];
  private uploads: PolicyUpload[] = [];
  private nextId = FIRST_NEW_ID;

  reset(): void {
    this.tokens = seedEndorsementTokens();
    this.aggregates = seedAggregates();
    this.authorizations.clear();
    this.otpPolicies.clear();
    this.values.clear();
    this.endorsements = [];
    this.uploads = [];
    this.nextId = FIRST_NEW_ID;
  }

  newId(prefix: string): string {
    const id = `${prefix}_${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  token(value: string): EndorsementToken | undefined {
    return this.tokens.find((entry) => entry.token === value);
  }

  allTokens(): EndorsementToken[] {
    return this.tokens.map((entry) => ({ ...entry }));
  }

  /** QA: a fresh token for a policy. */
  issueToken(internalId: string, options: { expiresAt: Date; oneTime: boolean }): EndorsementToken {
    const token: EndorsementToken = {
      token: `etk-${randomBytes(9).toString('base64url')}`,
      internal_id: internalId,
      expires_at: options.expiresAt,
      one_time: options.oneTime,
      used_at: null,
    };
    this.tokens.push(token);
    return { ...token };
  }

  bindOtpOperation(operationId: string, internalId: string): void {
    this.otpPolicies.set(operationId, internalId);
  }

  otpOperationPolicy(operationId: string): string | undefined {
    return this.otpPolicies.get(operationId);
  }

  authorize(internalId: string, now: Date): EndorsementAuthorization {
    const authorization: EndorsementAuthorization = {
      token: `eauth_${randomBytes(24).toString('base64url')}`,
      internal_id: internalId,
      expires_at: new Date(now.getTime() + ENDORSEMENT_AUTHORIZATION_TTL_MS),
      used: false,
    };
    this.authorizations.set(authorization.token, authorization);
    return { ...authorization };
  }

  authorization(token: string): EndorsementAuthorization | undefined {
    return this.authorizations.get(token);
  }

  aggregate(aggregateId: string): PolicyAggregate | undefined {
    return this.aggregates.find((entry) => entry.aggregate_id === aggregateId);
  }

  /** The policy's current endorsable values; the live map, created from the policy on first use. */
  valuesOf(detail: PolicyDetail): Map<string, FieldValue> {
    let values = this.values.get(detail.internal_id);
    if (!values) {
      values = initialValues(detail);
      this.values.set(detail.internal_id, values);
    }
    return values;
  }

  record(endorsement: Omit<EndorsementRecord, 'endorsement_id' | 'status'>): EndorsementRecord {
    const record: EndorsementRecord = {
      ...endorsement,
      endorsement_id: this.newId('end'),
      status: 'approved',
    };
    this.endorsements.push(record);
    return record;
  }

  endorsementsOf(internalId?: string): EndorsementRecord[] {
    return this.endorsements.filter(
      (record) => internalId === undefined || record.internal_ids.includes(internalId),
    );
  }

  recordUpload(upload: PolicyUpload): void {
    this.uploads.push(upload);
  }

  uploadsOf(internalId: string): PolicyUpload[] {
    return this.uploads.filter((upload) => upload.internal_id === internalId);
  }
}
