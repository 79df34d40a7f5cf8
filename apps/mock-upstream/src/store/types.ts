import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import type { OtpMedium } from '@portal/contracts/constants';
import type { AppConfig } from '@portal/contracts/entities/config';
import type { ClaimCard } from '@portal/contracts/entities/claim';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import type { ServiceName } from '@portal/contracts/entities/user';

export interface UserRecord {
  id: string;
  phone: string;
  name: string;
  services: ServiceName[];
  is_third_party_user: boolean;
  partner: string | null;
  profile_picture_url: string | null;
}

/** Policy states seen in the policyState filter; the default filter shows only COMPLETED and PENDING_DOCUMENT. */
export type PolicyState = 'COMPLETED' | 'PENDING_DOCUMENT' | 'PENDING_PAYMENT' | 'DRAFT' | 'CANCELLED';

export interface PolicyRecord {
  owner_id: string;
  policy_state: PolicyState;
  detail: PolicyDetail;
}

export interface ClaimRecord {
  owner_id: string;
  partner_id: string;
  policy_id: string;
  card: ClaimCard;
  /** Why the broker rejected the claim, when it says (the claim details' rejection_reason). */
  rejection_reason?: string;
}

export interface AgencyPolicyRecord {
  owner_id: string;
  policy: AgencyPolicy;
}

export interface SessionRecord {
  token: string;
  user_id: string;
  /** Opened through a partner single-sign-on token rather than an OTP. */
  is_sso: boolean;
  created_at: Date;
}

export interface OtpOperation {
  id: string;
  phone: string;
  code: string;
  medium: OtpMedium;
  expires_at: Date;
  wrong_attempts: number;
}

/** The last code sent to a phone, for QA (`GET /__admin/otp/:phone`). */
export interface SentOtp {
  phone: string;
  code: string;
  operation_id: string;
  medium: OtpMedium;
  sent_at: Date;
  expires_at: Date;
}

export interface SeedData {
  users: UserRecord[];
  policies: PolicyRecord[];
  claims: ClaimRecord[];
  agencyPolicies: AgencyPolicyRecord[];
  /** Partner SSO access tokens the mock accepts, mapped to a user id. */
  ssoAccessTokens: Record<string, string>;
  appConfigs: AppConfig[];
  languageMessages: Record<string, Record<string, string>>;
}
