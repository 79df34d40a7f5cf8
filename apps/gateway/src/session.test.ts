import { describe, expect, it } from 'vitest';
import { sessionData } from '../test/session-fixture.ts';
import { checkSession, createSealer, createSessionCodec, secretList, sessionUserKey } from './session.ts';

const session = sessionData();

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

describe('rotating SESSION_SECRET', () => {
  const OLD = 'old-secret-'.padEnd(40, 'o');
  const NEW = 'new-secret-'.padEnd(40, 'n');

  it('opens what the old secret sealed while it is listed, and seals with the first one only', () => {
    const sealedBefore = createSessionCodec(OLD, null).seal(session);
    const rotated = createSessionCodec(`${NEW},${OLD}`, null);
    expect(rotated.open(sealedBefore)).toEqual(session);
    // A renewed cookie is sealed with the new secret: it opens once the old one is gone.
    const sealedAfter = rotated.seal(session);
    expect(createSessionCodec(NEW, null).open(sealedAfter)).toEqual(session);
    expect(createSessionCodec(OLD, null).open(sealedAfter)).toBeNull();
    // With the old secret removed, its cookies no longer open.
    expect(createSessionCodec(NEW, null).open(sealedBefore)).toBeNull();
  });

  it('keeps each purpose’s values apart under every secret (one HKDF key per secret and purpose)', () => {
    const fileRefSealer = createSealer([NEW, OLD], 'file-ref');
    const sessionSealer = createSealer([NEW, OLD]);
    const text = JSON.stringify(session);
    expect(sessionSealer.open(fileRefSealer.seal(text))).toBeNull();
    expect(createSealer(OLD, 'file-ref').open(createSealer(OLD).seal(text))).toBeNull();
    expect(fileRefSealer.open(createSealer(OLD, 'file-ref').seal(text, { stable: true }))).toBe(text);
  });

  it('reads a list with spaces, and needs at least one secret', () => {
    expect(secretList(` ${NEW} , ${OLD} `)).toEqual([NEW, OLD]);
    expect(() => createSealer(' , ')).toThrow(/at least one secret/);
  });
});

describe('opened sessions remembered per cookie value', () => {
  it('open a value once while it is remembered, and never a value that does not open', () => {
    let now = 1_000;
    const codec = createSessionCodec('x'.repeat(40), { maxEntries: 10, ttlMs: 60_000 }, () => now);
    const sealed = codec.seal(session);
    const first = codec.open(sealed);
    expect(first).toEqual(session);
    expect(codec.open(sealed)).toBe(first);
    expect(codec.open('not-a-session')).toBeNull();
    expect(codec.open(sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA'))).toBeNull();
    expect(codec.cachedCount()).toBe(1);
    // After its time the value is opened again (same data, a new object).
    now += 60_000;
    const again = codec.open(sealed);
    expect(again).toEqual(session);
    expect(again).not.toBe(first);
  });

  it("give each user's value its own session, and no request can change what another one reads", () => {
    const codec = createSessionCodec('x'.repeat(40));
    const other = sessionData({ sid: 'sid-fedcba9876543210', token: 'other-token', phone: '6281200000002' });
    const mine = codec.seal(session);
    const theirs = codec.seal(other);
    expect(codec.open(mine)?.token).toBe('upstream-token-123');
    expect(codec.open(theirs)?.token).toBe('other-token');
    expect(codec.open(mine)?.sid).toBe(session.sid);
    const opened = codec.open(mine)!;
    expect(() => {
      (opened.user as { name: string }).name = 'Mallory';
    }).toThrow(TypeError);
    expect(codec.open(mine)?.user.name).toBe('Budi');
  });

  it('hold at most its number of values, forgetting the oldest first', () => {
    const codec = createSessionCodec('x'.repeat(40), { maxEntries: 3, ttlMs: 60_000 });
    const values = Array.from({ length: 5 }, (_, index) => codec.seal({ ...session, seenAt: index }));
    for (const value of values) expect(codec.open(value)).not.toBeNull();
    expect(codec.cachedCount()).toBe(3);
    expect(codec.open(values[0])?.seenAt).toBe(0);
  });
});

describe('sessions and mock tenants (QA mode)', () => {
  const codec = createSessionCodec('x'.repeat(40), null);
  const check = (data: typeof session, mockTenant?: string | null) =>
    checkSession(codec.seal(data), {
      codec,
      limits: { maxAgeMs: 60_000, idleMs: 60_000 },
      isActive: async () => true,
      now: 2,
      mockTenant,
    });

  it('holds a session only in the tenant it was opened in', async () => {
    const inA = sessionData({ mockTenant: 'qa-a' });
    expect((await check(inA, 'qa-a')).state).toBe('live');
    expect((await check(inA, 'qa-b')).state).toBe('none');
    expect((await check(inA, null)).state).toBe('none');
    expect((await check(session, null)).state).toBe('live');
    expect((await check(session, 'qa-a')).state).toBe('none');
    // Without the mode the tenant is not asked about.
    expect((await check(inA)).state).toBe('live');
  });

  it('counts the same demo user in two tenants as two users when ending all of a user’s sessions', () => {
    const user = { ...session.user, id: 'usr_1' };
    expect(sessionUserKey({ ...session, user })).toBe('user:usr_1');
    expect(sessionUserKey({ ...session, user, mockTenant: 'qa-a' })).toBe('tenant:qa-a:user:usr_1');
    expect(sessionUserKey({ ...session, mockTenant: 'qa-b' })).toBe('tenant:qa-b:phone:6281200000001');
  });
});
