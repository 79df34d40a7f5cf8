import type { SessionData } from '../src/session.ts';

/** A policyholder's session as the gateway seals it into the cookie; `overrides` set what a test is about. */
export function sessionData(overrides: Partial<SessionData> = {}): SessionData {
  return {
    sid: 'sid-0123456789abcdef',
    token: 'upstream-token-123',
    user: {
      name: 'Budi',
      profile: { profile_picture_url: null },
      services: ['b2b2c_user'],
      is_third_party_user: false,
      partner: null,
    },
    services: ['b2b2c_user'],
    phone: '6281200000001',
    isSso: false,
    issuedAt: 1,
    seenAt: 1,
    ...overrides,
  };
}
