import type { IdempotencyStore } from '../idempotency.ts';

/**
 * A creation the broker carries out at most once per idempotency key, even when the broker does not
 * deduplicate (decision record 0021).
 *
 * The idempotency store forgets a failed attempt so that a retry runs. That is right for a refusal, but a
 * timeout or a 5xx leaves the outcome unknown: the broker may have created the claim after the gateway stopped
 * waiting. So the first attempt of a key writes down, before it creates anything, what already exists (the ids
 * of the user's claims on that policy) and keeps that baseline under the key for as long as the key lives.
 * A later attempt with the same key reads the list again first: an id that appeared since the baseline and
 * belongs to this creation (`adopt`) is the claim the earlier attempt made, and is answered without creating
 * again. The baseline is kept through the store's own `run`, so it lives in Redis when the stores do and every
 * gateway instance sees it.
 */
export interface CreateOnceOptions<T> {
  store: IdempotencyStore;
  /** The user-scoped key of this one intended creation. */
  key: string;
  ttlMs: number;
  /** Ids of what could be mistaken for this creation's result (the user's claims on the policy). */
  listExisting: () => Promise<string[]>;
  /** Among ids that appeared since the baseline (newest first where the list says), the one this creation made. */
  adopt: (appeared: string[]) => Promise<T | null>;
  create: () => Promise<T>;
}

export function createOnce<T>(options: CreateOnceOptions<T>): Promise<T> {
  const { store, key, ttlMs } = options;
  return store.run(key, ttlMs, async () => {
    let firstAttempt = false;
    const baseline = await store.run(`${key}:baseline`, ttlMs, async () => {
      firstAttempt = true;
      return options.listExisting();
    });
    if (!firstAttempt) {
      const known = new Set(baseline);
      const appeared = (await options.listExisting()).filter((id) => !known.has(id));
      const adopted = appeared.length > 0 ? await options.adopt(appeared) : null;
      if (adopted !== null) return adopted;
    }
    return options.create();
  });
}
