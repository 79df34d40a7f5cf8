import { describe, expect, it } from 'vitest';
import { createSessionCodec, type SessionData } from './session.ts';

const session: SessionData = {
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
};

describe('session codec', () => {
  const codec = createSessionCodec('x'.repeat(40));

  it('round-trips a session and never shows the token in the sealed value', () => {
    const sealed = codec.seal(session);
    expect(sealed).not.toContain('upstream-token');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('upstream-token');
    expect(codec.open(sealed)).toEqual(session);
  });

  it('rejects a tampered value', () => {
    const sealed = codec.seal(session);
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(codec.open(flipped)).toBeNull();
  });

  it('rejects a value sealed with another secret, and garbage', () => {
    const other = createSessionCodec('y'.repeat(40));
    expect(codec.open(other.seal(session))).toBeNull();
    expect(codec.open('not-a-session')).toBeNull();
    expect(codec.open(undefined)).toBeNull();
  });
});
