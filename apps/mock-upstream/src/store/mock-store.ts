import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@portal/contracts/entities/config';
import { OtpScenarios } from '../scenarios/otp-scenarios.ts';
import { ChatStore } from './chat-store.ts';
import { ClaimFlowStore } from './claim-flow-store.ts';
import { EndorsementStore } from './endorsement-store.ts';
import { FeedbackStore } from './feedback-store.ts';
import { FileStorage } from './file-storage.ts';
import { createNamedSeed, type SeedName } from './named-seeds.ts';
import { OwnerIndex } from './owner-index.ts';
import type { StoreStateData, StoreStateJson } from './store-state.ts';
import { UserDataStore } from './user-data-store.ts';
import type {
  AgencyPolicyRecord,
  ClaimRecord,
  OtpOperation,
  PolicyRecord,
  SeedData,
  SentOtp,
  SessionRecord,
  UserRecord,
} from './types.ts';

/** In-memory state of the fake broker: the seed plus what callers changed since the last reset. */
export class MockStore {
  private data: SeedData;
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly otpOperations = new Map<string, OtpOperation>();
  private readonly sentOtpByPhone = new Map<string, SentOtp>();
  private createdUserCount = 0;
  private currentSeed: SeedName;
  private readonly policyIndex = new OwnerIndex<PolicyRecord>(
    (record) => record.detail.internal_id,
    (record) => record.detail.start_time,
  );
  private readonly claimIndex = new OwnerIndex<ClaimRecord>(
    (record) => record.card.claim_id,
    (record) => record.card.created_at,
  );
  /** Which phones fail to get or verify a code (QA scenarios; the reserved phones by default). */
  readonly otpScenarios = new OtpScenarios();

  /** The mock's bucket: uploaded bytes on disk under `<dataDir>/storage/`. */
  readonly files: FileStorage;
  /** Claim forms, agency claims, OCR requests, signed uploads, OCR and bank scenarios. */
  readonly claimFlow: ClaimFlowStore;
  /** Profile extras, documents, bank accounts, locations and uploaded files of each user. */
  readonly userData = new UserDataStore();
  /** Chat with customer service per claim, and solved tickets. */
  readonly chat = new ChatStore();
  /** Endorsement tokens, OTP authorizations, endorsable values and accepted endorsements. */
  readonly endorsements = new EndorsementStore();
  /** Feedback forms and answers, shipping-claim details. */
  readonly feedback = new FeedbackStore();

  constructor(seed: SeedName = 'default', options: { dataDir?: string | undefined } = {}) {
    this.currentSeed = seed;
    this.data = createNamedSeed(seed);
    this.files = new FileStorage(options.dataDir);
    this.claimFlow = new ClaimFlowStore();
  }

  /** The named seed the state started from at the last reset. */
  get seedName(): SeedName {
    return this.currentSeed;
  }

  /** Sizes of the state, for `GET /__admin/state`. */
  counts(): Record<'users' | 'policies' | 'claims' | 'agencyPolicies' | 'sessions', number> {
    return {
      users: this.data.users.length,
      policies: this.data.policies.length,
      claims: this.data.claims.length,
      agencyPolicies: this.data.agencyPolicies.length,
      sessions: this.sessions.size,
    };
  }

  /** Back to a named seed (the default one unless told): also ends every session and forgets every OTP. */
  reset(seed: SeedName = 'default'): void {
    this.currentSeed = seed;
    this.data = createNamedSeed(seed);
    this.otpScenarios.reset();
    this.claimFlow.reset();
    this.userData.reset();
    this.chat.reset();
    this.endorsements.reset();
    this.feedback.reset();
    this.sessions.clear();
    this.otpOperations.clear();
    this.sentOtpByPhone.clear();
    this.createdUserCount = 0;
  }

  /**
   * The whole broker state as plain JSON (a scenario document's `state`): seed data, every sub-store and the id
   * counters. Sessions, OTP operations and the OTP scenarios are left out (the scenarios are switches).
   */
  snapshot(): StoreStateJson {
    return {
      ...structuredClone(this.data),
      claimFlow: this.claimFlow.snapshot(),
      userData: this.userData.snapshot(),
      chat: this.chat.snapshot(),
      endorsements: this.endorsements.snapshot(),
      feedback: this.feedback.snapshot(),
      createdUsers: this.createdUserCount,
    };
  }

  /**
   * Replaces the broker state with a parsed snapshot, whose objects become the store's own; every session
   * ends and every OTP is forgotten, as at a reset. The switches (OTP, OCR, bank) are left to the caller.
   */
  restore(seed: SeedName, state: StoreStateData): void {
    const { claimFlow, userData, chat, endorsements, feedback, createdUsers, ...data } = state;
    this.currentSeed = seed;
    this.data = data;
    this.claimFlow.restore(claimFlow);
    this.userData.restore(userData);
    this.chat.restore(chat);
    this.endorsements.restore(endorsements);
    this.feedback.restore(feedback);
    this.createdUserCount = createdUsers;
    this.sessions.clear();
    this.otpOperations.clear();
    this.sentOtpByPhone.clear();
  }

  userById(id: string): UserRecord | undefined {
    return this.data.users.find((user) => user.id === id);
  }

  userByPhone(phone: string): UserRecord | undefined {
    return this.data.users.find((user) => user.phone === phone);
  }

  /** A phone the broker has never seen becomes a plain policyholder without policies. */
  createPolicyholder(phone: string): UserRecord {
    this.createdUserCount += 1;
    const user: UserRecord = {
      id: `usr_new_${String(this.createdUserCount).padStart(4, '0')}`,
      phone,
      name: `Pengguna ${phone.slice(-4)}`,
      services: ['b2b2c_user'],
      is_third_party_user: false,
      partner: null,
      profile_picture_url: null,
    };
    this.data.users.push(user);
    return user;
  }

  openSession(userId: string, options: { isSso: boolean; now: Date }): SessionRecord {
    const session: SessionRecord = {
      token: randomBytes(24).toString('base64url'),
      user_id: userId,
      is_sso: options.isSso,
      created_at: options.now,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  session(token: string): SessionRecord | undefined {
    return this.sessions.get(token);
  }

  closeSession(token: string): void {
    this.sessions.delete(token);
  }

  /** Ends every session of a user (a phone change signs them out everywhere). */
  closeSessionsOf(userId: string): void {
    for (const [token, session] of this.sessions) if (session.user_id === userId) this.sessions.delete(token);
  }

  userIdForSsoToken(accessToken: string): string | undefined {
    return Object.hasOwn(this.data.ssoAccessTokens, accessToken)
      ? this.data.ssoAccessTokens[accessToken]
      : undefined;
  }

  saveOtpOperation(operation: OtpOperation): void {
    this.otpOperations.set(operation.id, operation);
  }

  otpOperation(id: string): OtpOperation | undefined {
    return this.otpOperations.get(id);
  }

  deleteOtpOperation(id: string): void {
    this.otpOperations.delete(id);
  }

  recordSentOtp(sent: SentOtp): void {
    this.sentOtpByPhone.set(sent.phone, sent);
  }

  lastSentOtp(phone: string): SentOtp | undefined {
    return this.sentOtpByPhone.get(phone);
  }

  policiesOf(userId: string): PolicyRecord[] {
    return this.policyIndex.ownedBy(this.data.policies, userId);
  }

  /** The user's policies, newest start first (the policy list order); read-only. */
  policiesNewestFirst(userId: string): readonly PolicyRecord[] {
    return this.policyIndex.ownedByNewestFirst(this.data.policies, userId);
  }

  policy(internalId: string): PolicyRecord | undefined {
    return this.policyIndex.find(this.data.policies, internalId);
  }

  claimsOf(userId: string): ClaimRecord[] {
    return this.claimIndex.ownedBy(this.data.claims, userId);
  }

  /** The user's claims, newest first (the claim list order); read-only. */
  claimsNewestFirst(userId: string): readonly ClaimRecord[] {
    return this.claimIndex.ownedByNewestFirst(this.data.claims, userId);
  }

  claim(claimId: string): ClaimRecord | undefined {
    return this.claimIndex.find(this.data.claims, claimId);
  }

  addClaim(record: ClaimRecord): void {
    this.data.claims.push(record);
  }

  agencyPoliciesOf(userId: string): AgencyPolicyRecord[] {
    return this.data.agencyPolicies.filter((record) => record.owner_id === userId);
  }

  appConfigs(): AppConfig[] {
    return this.data.appConfigs;
  }

  languageMessages(languageId: string): Record<string, string> | undefined {
    return Object.hasOwn(this.data.languageMessages, languageId)
      ? this.data.languageMessages[languageId]
      : undefined;
  }
}
