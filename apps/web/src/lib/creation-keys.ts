import { sessionStore, storedKeys, userKey } from './session-store.ts';

/**
 * Idempotency keys for opening a claim (decision record 0008), one per intended claim (`intent`: the policy,
 * benefit and member; the partner order and benefit; the shipping claim's type), kept in the tab: a retry after
 * a timeout, a double click or a reload sends the same key, and the gateway answers with the claim it opened
 * already. A key ends when its claim is sent (`claimSent`), or at once for a claim filed whole (`forgetCreation`),
 * so the same benefit can be claimed again later in the tab (a claim refused after it was sent); a sign-out ends
 * them all (`forgetUserData`).
 */
interface StoredKey {
  key: string;
  /** The claim the key opened, once it has. */
  claimId?: string;
}

const PREFIX = 'claim-create:';
const storageKey = (intent: string) => userKey(PREFIX + intent);

function read(store: Storage, name: string): StoredKey | null {
  try {
    const value: unknown = JSON.parse(store.getItem(name) ?? 'null');
    if (typeof value !== 'object' || value === null || !('key' in value) || typeof value.key !== 'string') {
      return null;
    }
    const claimId = 'claimId' in value && typeof value.claimId === 'string' ? value.claimId : undefined;
    return { key: value.key, claimId };
  } catch {
    return null;
  }
}

/** The key of this intended claim: the one the tab holds, else a new one it holds from now on. */
export function creationKey(intent: string, store: Storage | null = sessionStore()): string {
  try {
    const held = store ? read(store, storageKey(intent)) : null;
    if (held) return held.key;
    const key = crypto.randomUUID();
    store?.setItem(storageKey(intent), JSON.stringify({ key } satisfies StoredKey));
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

/** The key opened this claim: it is kept until the claim is sent. */
export function claimCreated(intent: string, claimId: string, store: Storage | null = sessionStore()): void {
  try {
    const held = store ? read(store, storageKey(intent)) : null;
    if (held)
      store?.setItem(storageKey(intent), JSON.stringify({ key: held.key, claimId } satisfies StoredKey));
  } catch {
    // blocked storage: the next attempt gets a new key
  }
}

/** The claim was sent: the key that opened it ends, and a new claim on the same benefit gets a new one. */
export function claimSent(claimId: string, store: Storage | null = sessionStore()): void {
  try {
    if (!store) return;
    for (const name of storedKeys(store, storageKey(''))) {
      if (read(store, name)?.claimId === claimId) store.removeItem(name);
    }
  } catch {
    // blocked storage holds nothing
  }
}

/** The intended claim is filed whole (nothing is sent later): its key ends. */
export function forgetCreation(intent: string, store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(storageKey(intent));
  } catch {
    // blocked storage holds nothing
  }
}
