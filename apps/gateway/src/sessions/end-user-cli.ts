import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { readEnv, type Env } from '../env.ts';
import { createRedisStores } from '../stores/redis.ts';
import { endAllSessionsOfUser } from './session-list.ts';

const USAGE = `Usage: npm run sessions:end-user -w @portal/gateway -- (--user <broker user id> | --phone <digits>)

Signs a user out everywhere: every session of the user is revoked in the shared Redis store, which every
gateway instance checks on each request, and the user's signed-in sessions list is emptied. The user can log
in again at once.

  --user <id>       The broker's user id (the profile's id)
  --phone <digits>  The phone the user logs in with, in international form without '+', e.g. 6281200000001:
                    every user that phone logged in as within the session lifetime

Needs REDIS_URL (and the gateways' REDIS_KEY_PREFIX and SESSION_MAX_AGE_SECONDS): sessions kept in a gateway's
own memory cannot be reached from another process.
Exit codes: 0 done, 2 bad options, no REDIS_URL, or Redis could not be reached.`;

export interface EndUserIo {
  /** The gateway's settings (readEnv), read only once the options are good. */
  env: () => Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'SESSION_MAX_AGE_SECONDS'>;
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
  now?: () => number;
}

type Target = { kind: 'user'; id: string } | { kind: 'phone'; digits: string };

function readTarget(argv: readonly string[]): Target | string {
  let values: { user?: string; phone?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: { user: { type: 'string' }, phone: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.help) return '';
  if ((values.user === undefined) === (values.phone === undefined)) return 'Give either --user or --phone.';
  if (values.user !== undefined) {
    const id = values.user.trim();
    return id === '' ? '--user needs the broker user id.' : { kind: 'user', id };
  }
  const digits = (values.phone ?? '').replace(/^\+/, '').replace(/[\s-]/g, '');
  return /^\d{8,15}$/.test(digits)
    ? { kind: 'phone', digits }
    : '--phone needs the phone in international form, digits only, e.g. 6281200000001.';
}

/** Runs the command as an operator does; answers the exit code. */
export async function main(argv: readonly string[], io: EndUserIo): Promise<number> {
  const target = readTarget(argv);
  if (typeof target === 'string') {
    io.stderr.write(target === '' ? `${USAGE}\n` : `${target}\n\n${USAGE}\n`);
    return target === '' ? 0 : 2;
  }
  let env: ReturnType<EndUserIo['env']>;
  try {
    env = io.env();
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (!env.REDIS_URL) {
    io.stderr.write(
      'REDIS_URL is not set. Without it each gateway keeps its sessions in its own memory, which this command ' +
        'cannot reach: restart the gateway to end every session, or set REDIS_URL to the Redis the gateways share.\n',
    );
    return 2;
  }
  let stores: Awaited<ReturnType<typeof createRedisStores>>;
  try {
    stores = await createRedisStores({
      url: env.REDIS_URL,
      prefix: env.REDIS_KEY_PREFIX,
      log: Fastify({ logger: false }).log,
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  try {
    const userKeys =
      target.kind === 'user'
        ? [`user:${target.id}`]
        : [
            ...new Set([
              ...(await stores.sessionDirectory.userKeysOfPhone(target.digits)),
              `phone:${target.digits}`,
            ]),
          ];
    const limits = { maxAgeMs: env.SESSION_MAX_AGE_SECONDS * 1000, idleMs: Number.POSITIVE_INFINITY };
    const now = (io.now ?? Date.now)();
    let listed = 0;
    for (const userKey of userKeys) listed += await endAllSessionsOfUser(stores, userKey, limits, now);
    const who = target.kind === 'user' ? `user ${target.id}` : `phone ${target.digits}`;
    io.stdout.write(
      `Signed out everywhere: ${who} (${listed} listed session${listed === 1 ? '' : 's'} ended; any other ` +
        `session of the user issued until now is refused too).\n`,
    );
    return 0;
  } catch {
    io.stderr.write('Redis failed while ending the sessions; nothing may have been ended. Try again.\n');
    return 2;
  } finally {
    await stores.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), { env: () => readEnv(), stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`The command could not run: ${String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
