import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage.ts';
import { claimCreated, claimSent, creationKey, forgetCreation } from './creation-keys.ts';
import { forgetUserData } from './session-store.ts';

describe('keys for opening a claim', () => {
  it('gives the same key to every attempt at one intended claim, another to another', () => {
    const store = memoryStorage();
    const first = creationKey('policy:pol_1:ben_1:', store);
    expect(creationKey('policy:pol_1:ben_1:', store)).toBe(first);
    expect(creationKey('policy:pol_1:ben_2:', store)).not.toBe(first);
  });

  it('keeps the key of an opened claim until that claim is sent, then gives a new one', () => {
    const store = memoryStorage();
    const first = creationKey('policy:pol_1:ben_1:', store);
    const other = creationKey('policy:pol_1:ben_2:', store);
    claimCreated('policy:pol_1:ben_1:', 'clm_1', store);
    claimCreated('policy:pol_1:ben_2:', 'clm_2', store);
    expect(creationKey('policy:pol_1:ben_1:', store)).toBe(first);
    claimSent('clm_1', store);
    const next = creationKey('policy:pol_1:ben_1:', store);
    expect(next).not.toBe(first);
    // Only the sent claim's key ended; a key whose claim is not known yet stays too.
    expect(creationKey('policy:pol_1:ben_2:', store)).toBe(other);
    claimSent('clm_3', store);
    expect(creationKey('policy:pol_1:ben_1:', store)).toBe(next);
  });

  it('ends a key at once for a claim filed whole, and every key at a sign-out', () => {
    const store = memoryStorage();
    const shipping = creationKey('shipping:shipping', store);
    forgetCreation('shipping:shipping', store);
    expect(creationKey('shipping:shipping', store)).not.toBe(shipping);
    const partner = creationKey('partner:go-ride:RB-1:ben_1', store);
    store.setItem('portal.pendingLogin', 'kept');
    forgetUserData(store);
    expect(creationKey('partner:go-ride:RB-1:ben_1', store)).not.toBe(partner);
    expect(store.getItem('portal.pendingLogin')).toBe('kept');
  });

  it('reads a damaged entry as none, and works without storage', () => {
    const store = memoryStorage();
    store.setItem('portal.user.claim-create:policy:pol_1:ben_1:', '{not json');
    expect(creationKey('policy:pol_1:ben_1:', store)).toMatch(/^[0-9a-f-]{36}$/);
    expect(creationKey('policy:pol_1:ben_1:', null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => claimSent('clm_1', null)).not.toThrow();
  });
});
