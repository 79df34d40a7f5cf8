import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { IdempotencyStore } from '../idempotency.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { guarded, luaScript, type RedisAccess } from './redis-access.ts';
import { connectRedis, DEFAULT_COMMAND_TIMEOUT_MS, isRedisAnswer } from './redis-connection.ts';
import { redisRateLimitStore } from './redis-rate-limit.ts';
import { createRedisUploadLocker } from './redis-upload-locks.ts';
import type {
  BudgetDecision,
  Budgets,
  GatewayStores,
  SessionDirectory,
  SessionEntry,
  SessionRevocations,
  SharedCache,
} from './types.ts';

/**
 * The gateway's shared state in Redis, so several gateway instances agree on revoked sessions, spent budgets and
 * remembered results (decision record 0019). Every key starts with the configured prefix.
 */

type Clock = () => number;

/**
 * One sliding window per key as a sorted set of attempt times. Counting and deciding happen in one script, so two
 * instances taking the last attempt at once cannot both get it. Time is Redis's own clock (instances' clocks may
 * differ) unless the caller passes one (tests).
 * KEYS[1] the window; ARGV: now ('' = Redis time), window ms, limit, member, '1' to count.
 */
const budgetScript = luaScript(`
local now = tonumber(ARGV[1])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  if ARGV[5] == '1' then
    redis.call('ZADD', KEYS[1], now, ARGV[4])
    redis.call('PEXPIRE', KEYS[1], window)
    count = count + 1
  end
  return {1, count, 0}
end
local freeing = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
local wait = tonumber(freeing[2]) + window - now
if wait < 1 then wait = 1 end
return {0, count, wait}
`);

/** Sets KEYS[1] to ARGV[1] unless it holds a larger number, and keeps the longer of its TTL and ARGV[2] ms. */
const keepLargerScript = luaScript(`
local current = tonumber(redis.call('GET', KEYS[1]))
local value = tonumber(ARGV[1])
if current and current > value then value = current end
local ttl = tonumber(ARGV[2])
local left = redis.call('PTTL', KEYS[1])
if left > ttl then ttl = left end
redis.call('SET', KEYS[1], value, 'PX', ttl)
return value
`);

/** Deletes KEYS[1] only while it still holds ARGV[1] (a pending marker of ours, not someone else's result). */
const deleteIfScript = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

export function createRedisBudgets(access: RedisAccess, options: { prefix: string; now?: Clock }): Budgets {
  const { redis } = access;
  const keyOf = (key: string) => `${options.prefix}budget:${key}`;
  async function run(key: string, limit: number, windowMs: number, count: boolean): Promise<BudgetDecision> {
    const member = `${Date.now()}:${randomBytes(6).toString('hex')}`;
    const now = options.now ? String(options.now()) : '';
    const reply = (await guarded(access, 'budgets', () =>
      budgetScript(redis, [keyOf(key)], [now, windowMs, limit, member, count ? '1' : '0']),
    )) as [number, number, number];
    return { allowed: reply[0] === 1, count: reply[1], retryAfterMs: reply[2] };
  }
  return {
    take: (key, limit, windowMs) => run(key, limit, windowMs, true),
    peek: (key, limit, windowMs) => run(key, limit, windowMs, false),
    async reset(key) {
      await guarded(access, 'budgets', () => redis.del(keyOf(key)));
    },
  };
}

export function createRedisSessionRevocations(
  access: RedisAccess,
  options: { prefix: string },
): SessionRevocations {
  const { redis } = access;
  const sidKey = (sid: string) => `${options.prefix}session:revoked:${sid}`;
  const userKey = (user: string) => `${options.prefix}session:user-cutoff:${user}`;
  const ttl = (ms: number) => Math.max(1, Math.ceil(ms));
  return {
    async revoke(sid, ttlMs) {
      // The value is irrelevant; keepLarger keeps the longer TTL if the session was revoked before.
      await guarded(access, 'sessions', () => keepLargerScript(redis, [sidKey(sid)], [1, ttl(ttlMs)]));
    },
    async revokeUser(user, before, ttlMs) {
      await guarded(access, 'sessions', () =>
        keepLargerScript(redis, [userKey(user)], [Math.floor(before), ttl(ttlMs)]),
      );
    },
    async isActive(session) {
      const [revoked, cutoff] = await guarded(access, 'sessions', () =>
        redis.mget(sidKey(session.sid), userKey(session.userKey)),
      );
      if (revoked !== null && revoked !== undefined) return false;
      return !(cutoff && session.issuedAt <= Number(cutoff));
    },
  };
}

/** Sets field ARGV[1] of hash KEYS[1] to ARGV[2], and keeps the longer of the hash's TTL and ARGV[3] ms. */
const hashSetKeepLongerScript = luaScript(`
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local ttl = tonumber(ARGV[3])
local left = redis.call('PTTL', KEYS[1])
if left > ttl then ttl = left end
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`);

/** Moves the seenAt of entry ARGV[1] in hash KEYS[1] on to ARGV[2], only while the entry is there. */
const touchEntryScript = luaScript(`
local stored = redis.call('HGET', KEYS[1], ARGV[1])
if not stored then return 0 end
local entry = cjson.decode(stored)
local seen = tonumber(ARGV[2])
if seen > entry.seenAt then
  entry.seenAt = seen
  redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(entry))
end
return 1
`);

/**
 * Each user's signed-in sessions as one hash (sid → entry as JSON) that lives as long as its longest session;
 * entries past their own lifetime are dropped as the list is read. A phone's user keys likewise, for the
 * operator's sign-out by phone.
 */
export function createRedisSessionDirectory(
  access: RedisAccess,
  options: { prefix: string; now?: Clock },
): SessionDirectory {
  const { redis, log } = access;
  const now = options.now ?? Date.now;
  const listKey = (user: string) => `${options.prefix}session:list:${user}`;
  const phoneKey = (phone: string) => `${options.prefix}session:phone:${phone}`;
  const ttl = (expiresAt: number) => Math.max(1, Math.ceil(expiresAt - now()));
  const guard = <T>(call: () => Promise<T>) => guarded(access, 'session directory', call);

  function readEntry(text: string): SessionEntry | null {
    try {
      return JSON.parse(text) as SessionEntry;
    } catch {
      return null;
    }
  }

  return {
    async add(user, entry) {
      if (entry.expiresAt <= now()) return;
      await guard(() =>
        hashSetKeepLongerScript(
          redis,
          [listKey(user)],
          [entry.sid, JSON.stringify(entry), ttl(entry.expiresAt)],
        ),
      );
    },
    async touch(user, sid, seenAt) {
      await guard(() => touchEntryScript(redis, [listKey(user)], [sid, Math.floor(seenAt)]));
    },
    async list(user) {
      const stored = await guard(() => redis.hgetall(listKey(user)));
      const at = now();
      const entries: SessionEntry[] = [];
      const ended: string[] = [];
      for (const [sid, text] of Object.entries(stored)) {
        const entry = readEntry(text);
        if (entry && entry.expiresAt > at) entries.push(entry);
        else ended.push(sid);
      }
      if (ended.length > 0) {
        // Tidying only: the list answered already leaves them out.
        await redis
          .hdel(listKey(user), ...ended)
          .catch((error: unknown) => log.warn({ err: error }, 'could not drop ended session entries'));
      }
      return entries;
    },
    async remove(user, sid) {
      return (await guard(() => redis.hdel(listKey(user), sid))) > 0;
    },
    async removeAll(user) {
      await guard(() => redis.del(listKey(user)));
    },
    async linkPhone(phone, user, expiresAt) {
      if (expiresAt <= now()) return;
      await guard(() =>
        hashSetKeepLongerScript(redis, [phoneKey(phone)], [user, Math.floor(expiresAt), ttl(expiresAt)]),
      );
    },
    async userKeysOfPhone(phone) {
      const stored = await guard(() => redis.hgetall(phoneKey(phone)));
      const at = now();
      return Object.entries(stored)
        .filter(([, until]) => Number(until) > at)
        .map(([user]) => user);
    },
  };
}

type Remembered = { done: true; value: unknown } | { pending: string };

/**
 * Idempotency across instances: the first caller sets a pending marker (SET NX PX) and does the work; callers on
 * any instance that find the marker wait for the result it leaves (JSON, kept `ttlMs`). A failure deletes the
 * marker, so the next caller runs the work. A crashed instance's marker expires after `pendingMs`.
 * Callers on the same instance share the one in-flight promise without asking Redis again.
 */
export function createRedisIdempotencyStore(
  access: RedisAccess,
  options: { prefix: string; pendingMs?: number },
): IdempotencyStore {
  const { redis, breaker, log } = access;
  const pendingMs = options.pendingMs ?? 120_000;
  const inFlight = new Map<string, Promise<unknown>>();
  const keyOf = (key: string) => `${options.prefix}idempotency:${key}`;

  async function settle<T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> {
    const redisKey = keyOf(key);
    let pause = 20;
    for (;;) {
      const token = JSON.stringify({ pending: randomBytes(12).toString('hex') } satisfies Remembered);
      const claimed = await guarded(access, 'idempotency', () =>
        redis.set(redisKey, token, 'PX', pendingMs, 'NX'),
      );
      if (claimed === 'OK') return runClaimed(redisKey, token, ttlMs, work);
      const stored = await guarded(access, 'idempotency', () => redis.get(redisKey));
      if (stored === null) continue; // the other caller failed (or its result expired) just now: try to claim
      const remembered = JSON.parse(stored) as Remembered;
      if ('done' in remembered) return remembered.value as T;
      // Another instance is at work: wait for its result, a little longer each time.
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  }

  async function runClaimed<T>(redisKey: string, token: string, ttlMs: number, work: () => Promise<T>) {
    let value: T;
    try {
      value = await work();
    } catch (error) {
      await breaker
        .run(() => deleteIfScript(redis, [redisKey], [token]))
        .catch((deleteError: unknown) =>
          log.error({ err: deleteError }, 'could not forget a failed idempotency key'),
        );
      throw error;
    }
    const done: Remembered = { done: true, value };
    // The work is done: its result is the answer even if Redis cannot keep it (the marker then expires).
    await breaker
      .run(() => redis.set(redisKey, JSON.stringify(done), 'PX', Math.max(1, ttlMs)))
      .catch((error: unknown) => log.error({ err: error }, 'could not store an idempotent result'));
    return value;
  }

  return {
    run<T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(key);
      if (existing) return existing as Promise<T>;
      const promise = settle(key, ttlMs, work).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

/**
 * The cache in Redis: JSON under `cache:<key>` with a TTL. It fails open: while Redis fails, reads are misses
 * (the broker is asked) and writes are skipped; an invalidation that could not be written ends with the entry's
 * short lifetime.
 */
export function createRedisCache(access: RedisAccess, options: { prefix: string }): SharedCache {
  const { redis, breaker, log } = access;
  const keyOf = (key: string) => `${options.prefix}cache:${key}`;
  const parse = (text: string | null | undefined) =>
    typeof text === 'string' ? JSON.parse(text) : undefined;
  const quietly = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await breaker.run(call);
    } catch (error) {
      log.warn({ err: error, store: 'cache' }, 'shared cache (Redis) failed; the broker is asked instead');
      return fallback;
    }
  };
  return {
    get: (key) => quietly(async () => parse(await redis.get(keyOf(key))), undefined),
    async getMany(keys) {
      if (keys.length === 0) return [];
      const misses = keys.map(() => undefined);
      return quietly(async () => (await redis.mget(...keys.map(keyOf))).map(parse), misses);
    },
    async set(key, value, ttlMs) {
      await quietly(
        () => redis.set(keyOf(key), JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs))),
        null,
      );
    },
    async delete(key) {
      await quietly(() => redis.del(keyOf(key)), 0);
    },
  };
}

/** Failures in a row (timeouts, a lost connection) after which Redis is not asked for a while. */
const FAILURES_TO_OPEN = 3;
/** How long Redis is not asked once it keeps failing; then one call tries it again. */
const OPEN_MS = 1000;

/**
 * Connects to `url` and answers the Redis stores. Fails (and the gateway does not start) when Redis cannot be
 * used, with the cause in one line: a fleet that asked for shared state must not quietly run on per-process
 * memory. Running, no call waits on Redis longer than the command timeout, and none at all while the circuit
 * breaker has found it failing (decision record 0038).
 */
export async function createRedisStores(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
  /** Tests: a clock for budgets instead of Redis's own time. */
  now?: Clock;
  commandTimeoutMs?: number;
  /** Tests: a shorter lease for upload locks. */
  uploadLockLeaseMs?: number;
}): Promise<GatewayStores> {
  const { log, prefix } = options;
  const { redis, onError } = await connectRedis({
    url: options.url,
    commandTimeoutMs: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
  });
  const breaker = createCircuitBreaker({
    name: 'redis',
    failuresToOpen: FAILURES_TO_OPEN,
    openMs: OPEN_MS,
    // An error Redis answered (a script's, a wrong type) says it is up: only silence and lost connections count.
    isFailure: (error) => !isRedisAnswer(error),
    onChange(state, error) {
      if (state === 'open')
        log.error({ err: error }, 'Redis keeps failing: not asked for a second at a time');
      else log.info('Redis answers again');
    },
  });
  let lastError = '';
  onError((error) => {
    // ioredis reports every failed reconnect; one line per distinct problem is enough.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, 'Redis connection problem');
  });
  redis.on('ready', () => {
    // Reconnected: the next call is the breaker's trial, without waiting out its pause.
    breaker.tryAgainNow();
    if (lastError) log.info('Redis connection back');
    lastError = '';
  });
  const access: RedisAccess = { redis, breaker, log };
  const uploadLocker = await createRedisUploadLocker(access, { prefix, leaseMs: options.uploadLockLeaseMs });

  return {
    kind: 'redis',
    budgets: createRedisBudgets(access, { prefix, now: options.now }),
    sessions: createRedisSessionRevocations(access, { prefix }),
    sessionDirectory: createRedisSessionDirectory(access, { prefix }),
    idempotency: createRedisIdempotencyStore(access, { prefix }),
    cache: createRedisCache(access, { prefix }),
    rateLimitStore: redisRateLimitStore(access, `${prefix}rate-limit:`),
    uploadLocker,
    async ping() {
      // Through the breaker: false at once while it is open, else within the command timeout.
      return breaker
        .run(() => redis.ping())
        .then(
          (answer) => answer === 'PONG',
          () => false,
        );
    },
    async close() {
      await uploadLocker.close();
      // QUIT lets pending replies arrive; without a connection there is nothing to wait for.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
