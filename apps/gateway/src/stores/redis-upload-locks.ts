import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { guarded, luaScript, type RedisAccess } from './redis-access.ts';

/**
 * tus's lock on an upload, held in Redis so that one gateway instance at a time reads or writes an upload's
 * bytes in the shared upload folder (decision record 0061). It keeps MemoryLocker's behaviour across
 * processes: a request that wants the lock asks its holder to let go (the holder's request ends after tus's
 * drain time) and waits until it is free, gives up when its own request is aborted, or after
 * `acquireTimeoutMs`.
 *
 * The lock is a key holding the holder's random token with a lease (PX), renewed while held, so a replica that
 * died holding it frees the upload once the lease runs out. Release is compare-and-delete: a holder whose lease
 * ran out never deletes the lock another instance took meanwhile. Requests to let go and "the lock is free"
 * travel on one pub/sub channel shared by every instance (`release:<id>`, `free:<id>`).
 */

/** How long a lock outlives its holder's last renewal; renewed three times per lease while held. */
export const UPLOAD_LOCK_LEASE_MS = 10_000;
/** As MemoryLocker: a request that has not had the lock by then answers tus's lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiter tries again when no "free" message came (a message lost with a reconnect). */
const RETRY_MS = 200;
/** How often a waiter asks the holder again to let go (a holder whose subscription was reconnecting). */
const ASK_AGAIN_MS = 1000;

/** Extends KEYS[1]'s lease to ARGV[2] ms while it still holds this holder's token ARGV[1]. */
const renewScript = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/** Deletes KEYS[1] while it still holds token ARGV[1], and tells the waiters on channel ARGV[2] (ARGV[3]). */
const releaseScript = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[2], ARGV[3])
  return 1
end
return 0
`);

export interface RedisUploadLocker extends Locker {
  /** Ends the subscription's connection (the gateway is closing). */
  close(): Promise<void>;
}

interface Held {
  token: string;
  requestRelease: RequestRelease;
}

export async function createRedisUploadLocker(
  access: RedisAccess,
  options: { prefix: string; leaseMs?: number; acquireTimeoutMs?: number },
): Promise<RedisUploadLocker> {
  const { redis, breaker, log } = access;
  const leaseMs = options.leaseMs ?? UPLOAD_LOCK_LEASE_MS;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
  const keyOf = (id: string) => `${options.prefix}upload-lock:${id}`;
  const channel = `${options.prefix}upload-lock`;
  /** The locks this process holds, by upload id, so a request to let go reaches its holder. */
  const held = new Map<string, Held>();
  /** The requests of this process waiting for an upload's lock: woken when it is free. */
  const waiting = new Map<string, Set<() => void>>();

  // A connection in subscriber mode runs no other command: its own, with the same settings (record 0038).
  // ioredis subscribes again by itself after a reconnect.
  const subscriber = redis.duplicate();
  // Its connection problems are the main connection's, which reports them (stores/redis.ts).
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    const colon = message.indexOf(':');
    const kind = message.slice(0, colon);
    const id = message.slice(colon + 1);
    if (kind === 'release') void held.get(id)?.requestRelease();
    if (kind === 'free') for (const wake of waiting.get(id) ?? []) wake();
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);

  const publish = (message: string) =>
    breaker
      .run(() => redis.publish(channel, message))
      .catch((error: unknown) => log.warn({ err: error }, 'could not ask for an upload lock'));

  /** Resolves after `ms`, when `id`'s lock is said to be free, or when `signal` aborts. */
  function pause(id: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wakers = waiting.get(id) ?? new Set<() => void>();
      waiting.set(id, wakers);
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        wakers.delete(wake);
        if (wakers.size === 0) waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      signal.addEventListener('abort', wake, { once: true });
      wakers.add(wake);
    });
  }

  /**
   * Renews the lease while the lock is held. A lease that could not be renewed in time (Redis away longer
   * than the lease) or that another instance holds now is lost: the holder's request is asked to end, as a
   * waiter would, since someone else may write the upload now.
   */
  function keepLease(id: string, token: string, requestRelease: RequestRelease): () => void {
    let renewedAt = Date.now();
    let lost = false;
    const loseIt = () => {
      if (lost) return;
      lost = true;
      clearInterval(timer);
      log.warn({ upload: id }, 'upload lock lost: its request is ended');
      void requestRelease();
    };
    const timer = setInterval(() => {
      breaker
        .run(() => renewScript(redis, [keyOf(id)], [token, leaseMs]))
        .then(
          (renewed) => {
            if (renewed === 1) renewedAt = Date.now();
            else loseIt();
          },
          (error: unknown) => {
            log.warn({ err: error, upload: id }, 'could not renew an upload lock');
            if (Date.now() - renewedAt >= leaseMs) loseIt();
          },
        );
    }, leaseMs / 3).unref();
    return () => clearInterval(timer);
  }

  class RedisLock implements Lock {
    private token = '';
    private stopRenewing = () => {};

    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      const key = keyOf(this.id);
      const token = randomBytes(12).toString('hex');
      const deadline = Date.now() + acquireTimeoutMs;
      let askedAt = 0;
      for (;;) {
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        // Redis failing is the gateway's 503 "try again soon", never a write without the lock.
        const taken = await guarded(access, 'upload locks', () => redis.set(key, token, 'PX', leaseMs, 'NX'));
        if (taken === 'OK') {
          this.token = token;
          held.set(this.id, { token, requestRelease });
          this.stopRenewing = keepLease(this.id, token, requestRelease);
          return;
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await publish(`release:${this.id}`);
        }
        await pause(this.id, Math.min(RETRY_MS, deadline - Date.now()), signal);
      }
    }

    async unlock(): Promise<void> {
      this.stopRenewing();
      if (held.get(this.id)?.token === this.token) held.delete(this.id);
      // A release Redis cannot take now ends with the lease; tus's answer does not wait for it.
      await breaker
        .run(() => releaseScript(redis, [keyOf(this.id)], [this.token, channel, `free:${this.id}`]))
        .catch((error: unknown) =>
          log.warn({ err: error, upload: this.id }, 'could not release an upload lock'),
        );
    }
  }

  return {
    newLock: (id) => new RedisLock(id),
    async close() {
      subscriber.disconnect();
    },
  };
}
