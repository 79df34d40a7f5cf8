import type { UpstreamErrorBody } from '@portal/contracts/endpoint';
import type { SessionGrant } from '@portal/contracts/entities/auth';
import type { User } from '@portal/contracts/entities/user';
import { issueOtp, reissueOtp, verifyOtp, type OtpFailure } from '../store/otp.ts';
import type { MockStore } from '../store/mock-store.ts';
import { servedPictureUrl } from '../store/seed-files.ts';
import type { SessionRecord, UserRecord } from '../store/types.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError } from '../http/mock-error.ts';

const OTP_FAILURES: Record<OtpFailure, { status: number; body: UpstreamErrorBody }> = {
  unknown_operation: {
    status: 400,
    body: { error: 'Unknown or already used OTP operation', code: 'otp_operation_unknown' },
  },
  locked: {
    status: 429,
    body: { error: 'Terlalu banyak percobaan. Silakan minta kode OTP baru.', code: 'otp_locked' },
  },
  expired: { status: 400, body: { error: 'Kode OTP sudah kedaluwarsa', code: 'otp_expired' } },
  invalid: { status: 400, body: { error: 'Kode OTP salah', code: 'otp_invalid' } },
};

export function otpError(failure: OtpFailure): MockHttpError {
  const { status, body } = OTP_FAILURES[failure];
  return new MockHttpError(status, body);
}

export function assertSmsGatewayUp(store: MockStore, phone: string): void {
  if (store.otpScenarios.forPhone(phone) === 'send_fails') {
    throw new MockHttpError(502, { error: 'SMS gateway unavailable', code: 'otp_send_failed' });
  }
}

/** The user as answered; a seeded photo's address points at the sample the mock's bucket serves. */
export function toProfile(user: UserRecord, origin: string): User {
  return {
    id: user.id,
    name: user.name,
    profile: { profile_picture_url: servedPictureUrl(user.profile_picture_url, origin, STORAGE_PREFIX) },
    services: [...user.services],
    is_third_party_user: user.is_third_party_user,
    partner: user.partner,
  };
}

function sessionGrant(session: SessionRecord, user: UserRecord, origin: string): SessionGrant {
  return { token: session.token, profile: toProfile(user, origin), user: { services: [...user.services] } };
}

export const authHandlers = {
  sendOtp: ({ body, store, now, devMode }) => {
    assertSmsGatewayUp(store, body.phone);
    const operation = issueOtp(store, { phone: body.phone, medium: body.medium }, { devMode, now });
    return { body: { result: true, operation_id: operation.id } };
  },

  resendOtp: ({ body, store, now, devMode }) => {
    assertSmsGatewayUp(store, body.mobile_no);
    const outcome = reissueOtp(
      store,
      { operationId: body.operation_id, phone: body.mobile_no, medium: body.medium },
      { devMode, now },
    );
    if (!outcome.ok) throw otpError(outcome.failure);
    return { body: { result: true, operation_id: outcome.value.id } };
  },

  verifyOtpAndGetSession: ({ body, store, now, origin }) => {
    const outcome = verifyOtp(
      store,
      { operationId: body.operation_id, phone: body.phone, code: body.otp },
      now,
    );
    if (!outcome.ok) throw otpError(outcome.failure);
    const user = store.userByPhone(outcome.value.phone) ?? store.createPolicyholder(outcome.value.phone);
    return { body: sessionGrant(store.openSession(user.id, { isSso: false, now }), user, origin) };
  },

  checkWhatsappStatus: ({ query, store }) => {
    const operation = store.otpOperation(query.operation_id);
    if (!operation) throw otpError('unknown_operation');
    const unreachable = store.otpScenarios.forPhone(operation.phone) === 'whatsapp_unreachable';
    const status = unreachable ? 'failed' : 'delivered';
    return { body: { operation_id: operation.id, status } };
  },

  logout: ({ auth, store }) => {
    store.closeSession(auth.session.token);
    return { status: 204, body: undefined };
  },

  verifySession: ({ auth, origin }) => ({ body: { valid: true, profile: toProfile(auth.user, origin) } }),

  verifySsoToken: ({ body, store, now, origin }) => {
    const userId = store.userIdForSsoToken(body.access_token);
    const user = userId ? store.userById(userId) : undefined;
    if (!user) throw new MockHttpError(401, { error: 'Invalid or expired SSO token', code: 'sso_invalid' });
    return { body: sessionGrant(store.openSession(user.id, { isSso: true, now }), user, origin) };
  },
} satisfies HandlerMap;
