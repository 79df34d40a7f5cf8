import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@portal/contracts/entities/config';
import { createSeed } from './seed.ts';
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

  constructor() {
    this.data = createSeed();
  }

  /** Back to the seed: also ends every session and forgets every OTP. */
  reset(): void {
    this.data = createSeed();
    this.sessions.clear();
    this.otpOperations.clear();
    this.sentOtpByPhone.clear();
    this.createdUserCount = 0;
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
    return this.data.policies.filter((policy) => policy.owner_id === userId);
  }

  policy(internalId: string): PolicyRecord | undefined {
    return this.data.policies.find((policy) => policy.detail.internal_id === internalId);
  }

  claimsOf(userId: string): ClaimRecord[] {
    return this.data.claims.filter((claim) => claim.owner_id === userId);
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
