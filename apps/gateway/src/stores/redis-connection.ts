import { setTimeout as sleep } from 'node:timers/promises';
import { Redis, ReplyError } from 'ioredis';

/**
 * The gateway's connection to Redis, set up so that no request ever waits on a Redis that hangs or is gone
 * (decision record 0038): a command gets its answer or an error within `commandTimeoutMs`; while the connection
 * is down a command fails at once instead of queueing for the reconnect; ioredis reconnects on its own.
 */

/** A command that has no answer by then fails (the caller answers 503); a local Redis answers in a millisecond. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 500;
/** How long the gateway tries to reach Redis at start before refusing to start (a probe restarts it anyway). */
const STARTUP_MS = 3000;
/** One connection attempt, TCP and Redis's hello included. */
const CONNECT_TIMEOUT_MS = 1000;
/** Between two start-up attempts while Redis refuses (it may be starting beside us). */
const STARTUP_PAUSE_MS = 250;
/** Reconnects once running: quickly, as a local Redis that was restarted is back within a second. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 500);

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Redis answered, with an error (a script, a type, a password): it is up, unlike a timeout or a lost connection. */
export const isRedisAnswer = (error: unknown): boolean => error instanceof ReplyError;

/** Problems a start-up attempt may outlive: Redis not (yet) listening, or not answering in time. */
function worthRetrying(error: unknown): boolean {
  if (isRedisAnswer(error)) return messageOf(error).startsWith('LOADING');
  return !/protocol error/i.test(messageOf(error));
}

/** One readable line on why Redis at `where` cannot be used; never the password. */
export function describeRedisProblem(error: unknown, where: string): string {
  const message = messageOf(error);
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return `connection refused at ${where} (is Redis running there?)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found: ${where}`;
  if (/^NOAUTH\b/.test(message) || /Authentication required/i.test(message)) {
    return `Redis at ${where} needs a password (redis://:password@host:port, or user:password for an ACL user)`;
  }
  if (/^WRONGPASS\b/.test(message) || /invalid (username-)?password/i.test(message)) {
    return `authentication failed at ${where}: wrong user or password in REDIS_URL`;
  }
  if (/protocol error/i.test(message)) {
    return `not a Redis server at ${where} (protocol error: it answered something that is not Redis)`;
  }
  if (code === 'ETIMEDOUT' || /timed out/i.test(message)) {
    return `no answer from ${where} in time (not Redis, or it is stuck)`;
  }
  return `Redis at ${where} cannot be used: ${message}`;
}

/** REDIS_URL names a Redis the gateway cannot use; the message is one line naming the cause. */
export class RedisUnusable extends Error {
  override name = 'RedisUnusable';
}

export interface RedisConnection {
  redis: Redis;
  /** Called with every connection error once running (ioredis reports each failed reconnect). */
  onError(listener: (error: Error) => void): void;
}

/**
 * Connects to `url` or throws, within `STARTUP_MS`, `RedisUnusable` with one line naming the cause. A
 * refused or silent connection is tried again until then; a refused password or a server that does not speak
 * Redis is refused at once.
 */
export async function connectRedis(options: {
  url: string;
  commandTimeoutMs: number;
}): Promise<RedisConnection> {
  let running = false;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: options.commandTimeoutMs,
    // A command sent while the connection is down fails at once (the caller answers 503), and one lost with the
    // connection is not sent again later: no request waits for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // At start we try again ourselves (below), to stop at the deadline with the cause.
    retryStrategy: (attempt) => (running ? reconnectDelay(attempt) : null),
  });
  const where = redis.options.path ?? `${redis.options.host}:${redis.options.port}`;
  let cause: unknown;
  const listeners: ((error: Error) => void)[] = [];
  redis.on('error', (error: Error) => {
    // The first error of an attempt is its cause; what follows is ioredis closing the connection.
    cause ??= error;
    for (const listener of listeners) listener(error);
  });

  const deadline = performance.now() + STARTUP_MS;
  for (;;) {
    cause = undefined;
    const left = deadline - performance.now();
    const stopWaiting = new AbortController();
    const late = sleep(left, 'late' as const, { signal: stopWaiting.signal }).catch(() => 'late' as const);
    const outcome = await Promise.race([
      redis.connect().then(
        () => 'ready' as const,
        (error: unknown) => error,
      ),
      late,
    ]);
    stopWaiting.abort();
    if (outcome === 'ready') break;
    const problem = outcome === 'late' ? new Error('timed out') : (cause ?? outcome);
    if (outcome === 'late' || !worthRetrying(problem) || left < STARTUP_PAUSE_MS + CONNECT_TIMEOUT_MS) {
      redis.disconnect();
      throw new RedisUnusable(`REDIS_URL: ${describeRedisProblem(problem, where)}`, { cause: problem });
    }
    await sleep(STARTUP_PAUSE_MS);
  }
  running = true;
  return { redis, onError: (listener) => listeners.push(listener) };
}
