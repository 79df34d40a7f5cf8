import { randomBytes } from 'node:crypto';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import { z } from 'zod';
import { initialValues, type FieldValue } from './endorsement-fields.ts';
import { StoredFileSchema, type StoredFile } from './file-vault.ts';
import { IsoDate } from './record-schemas.ts';
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

/** What QA can make of a token: spent, past its expiry, or usable again. */
export const ENDORSEMENT_TOKEN_STATES = ['live', 'used', 'expired'] as const;
export type EndorsementTokenState = (typeof ENDORSEMENT_TOKEN_STATES)[number];
const LIVE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const FieldValues = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Endorsement state as a scenario document holds it. OTP operations bound to a policy are not in it: like the
 * login's OTP operations they end with a reset, so a loaded scenario has no endorsement OTP half-way through.
 */
export const EndorsementSnapshot = z
  .object({
    tokens: z.array(
      z
        .object({
          token: z.string().min(1),
          internal_id: z.string().min(1),
          expires_at: IsoDate,
          one_time: z.boolean(),
          used_at: IsoDate.nullable(),
        })
        .strict(),
    ),
    aggregates: z.array(
      z
        .object({
          aggregate_id: z.string().min(1),
          owner_id: z.string().min(1),
          policy_ids: z.array(z.string().min(1)),
        })
        .strict(),
    ),
    authorizations: z.array(
      z
        .object({
          token: z.string().min(1),
          internal_id: z.string().min(1),
          expires_at: IsoDate,
          used: z.boolean(),
        })
        .strict(),
    ),
    /** Per policy: its endorsable field values, once a call has read or changed them. */
    values: z.record(z.string(), FieldValues),
    endorsements: z.array(
      z
        .object({
          endorsement_id: z.string().min(1),
          endpoint: z.string(),
          channel: z.enum(['token', 'authorized', 'session']),
          internal_ids: z.array(z.string()),
          changes: z.record(z.string(), FieldValues),
          document_urls: z.array(z.string()),
          status: z.literal('approved'),
          created_at: z.string(),
        })
        .strict(),
    ),
    uploads: z
      .array(
        z.object({ internal_id: z.string(), document_type: z.string(), file: StoredFileSchema }).strict(),
      )
      .describe('Supporting files of policies (policy/upload/); their bytes are not in the document'),
    nextId: z.number().int().min(1),
  })
  .strict();

const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

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

  snapshot(): z.input<typeof EndorsementSnapshot> {
    return structuredClone({
      tokens: this.tokens.map((token) => ({
        ...token,
        expires_at: token.expires_at.toISOString(),
        used_at: isoOrNull(token.used_at),
      })),
      aggregates: this.aggregates,
      authorizations: [...this.authorizations.values()].map((authorization) => ({
        ...authorization,
        expires_at: authorization.expires_at.toISOString(),
      })),
      values: Object.fromEntries(
        [...this.values].map(([internalId, values]) => [internalId, Object.fromEntries(values)]),
      ),
      endorsements: this.endorsements,
      uploads: this.uploads,
      nextId: this.nextId,
    });
  }

  /** Takes the snapshot's objects as its own: give it a freshly parsed one. */
  restore(snapshot: z.output<typeof EndorsementSnapshot>): void {
    this.tokens = snapshot.tokens;
    this.aggregates = snapshot.aggregates;
    this.authorizations = new Map(snapshot.authorizations.map((entry) => [entry.token, entry]));
    this.otpPolicies.clear();
    this.values = new Map(
      Object.entries(snapshot.values).map(([internalId, values]) => [
        internalId,
        new Map(Object.entries(values)),
      ]),
    );
    this.endorsements = snapshot.endorsements;
    this.uploads = snapshot.uploads;
    this.nextId = snapshot.nextId;
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

  /**
   * QA turns a token into the case a page must refuse, or back into a live one: used (spent, and so made
   * one-time), expired (a minute ago) or live (unspent and valid for a day from now).
   */
  setTokenState(token: EndorsementToken, state: EndorsementTokenState, now: Date): void {
    if (state === 'used') {
      token.one_time = true;
      token.used_at = now;
    } else if (state === 'expired') {
      token.expires_at = new Date(now.getTime() - 60_000);
    } else {
      token.used_at = null;
      token.expires_at = new Date(now.getTime() + LIVE_TOKEN_TTL_MS);
    }
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
