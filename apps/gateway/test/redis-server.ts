import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port.ts';

/** Debian's `redis-server` (apt-get install redis-server), or one built from source. */
const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const REDIS_SERVER_BIN = CANDIDATES.find((path) => existsSync(path));

/** Why the Redis tests cannot run here, or null when they can. */
export const redisMissing: string | null = REDIS_SERVER_BIN
  ? null
  : `redis-server not found at ${CANDIDATES.join(' or ')} (apt-get install redis-server): Redis tests skipped`;
if (redisMissing) {
  console.warn(redisMissing);
  noteNotRun();
}

/**
 * Leaves the skip in the package's .test-notes/ folder, naming the suites, so `npm test` tells it at its end
 * (scripts/test-notes.mjs) rather than only counting skipped tests.
 */
function noteNotRun(): void {
  const gateway = join(import.meta.dirname, '..');
  const suites = ['src', 'test']
    .flatMap((dir) =>
      readdirSync(join(gateway, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)),
    )
    .filter(
      (file) =>
        /\.test\.ts$/.test(file) &&
        readFileSync(join(gateway, file), 'utf8').includes('skipIf(redisMissing)'),
    )
    .sort();
  mkdirSync(join(gateway, '.test-notes'), { recursive: true });
  writeFileSync(
    join(gateway, '.test-notes', 'redis.txt'),
    `gateway: the Redis suites (${suites.join(', ')}): redis-server is not installed; apt-get install redis-server, then npm test again`,
  );
}

export interface RedisServer {
  url: string;
  port: number;
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered — a hung Redis. */
  freeze(): void;
  /** Lets a frozen process run again (SIGCONT). */
  thaw(): void;
  /** Kills the process at once (SIGKILL), as a crash or an OOM kill would. */
  kill(): Promise<void>;
  /** Starts redis-server again on the same port (empty: nothing is saved). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const spawnRedis = (port: number, dir: string, extraArgs: string[]) =>
  spawn(
    REDIS_SERVER_BIN ?? 'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      ...extraArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );

async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGCONT');
  child.kill(signal);
  await exited;
}

/**
 * A throwaway redis-server on a free local port, with its files in a temporary folder and nothing saved;
 * `password` makes it ask for one.
 */
export async function startRedisServer(options: { password?: string } = {}): Promise<RedisServer> {
  const extraArgs = options.password ? ['--requirepass', options.password] : [];
  if (!REDIS_SERVER_BIN) throw new Error(redisMissing ?? 'redis-server not found');
  const dir = await mkdtemp(join(tmpdir(), 'gateway-redis-'));
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    let child = spawnRedis(port, dir, extraArgs);
    try {
      await ready(child);
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        freeze: () => void child.kill('SIGSTOP'),
        thaw: () => void child.kill('SIGCONT'),
        kill: () => ended(child, 'SIGKILL'),
        async restart() {
          await ended(child, 'SIGKILL');
          child = spawnRedis(port, dir, extraArgs);
          await ready(child);
        },
        async stop() {
          await ended(child, 'SIGTERM');
          await rm(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      child.kill('SIGKILL');
      // Another process took the port between our probe and redis-server's bind: try another one.
      if (attempt >= 3) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * One redis-server for a test file: call at the top level of a `describe.skipIf(redisMissing)` block and read
 * `url` inside the tests.
 */
export function redisServerPerFile() {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('redis-server not started');
      return server.url;
    },
    get server() {
      if (!server) throw new Error('redis-server not started');
      return server;
    },
  };
}
