import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The budgets of a gateway the specs log the demo users in on many times (the project's own gateway in
 * playwright.config.ts has them too); login-limits.spec.ts runs a gateway on the real defaults instead.
 */
export { GENEROUS_LIMITS as GENEROUS_BUDGETS } from '../../gateway/test/generous-limits.ts';

/** A server a spec started: where it answers, and its stop (SIGTERM, then the wait for the process to end). */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  /** Whether the process has ended (stopped, or died on its own). */
  exited(): boolean;
}

/** Whether nothing listens on `port` (any address): a server started there is the only one to answer. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts `node --import tsx <script>` and waits until `healthUrl` answers. Started with node itself (not npx),
 * so that stopping it stops the server. A port already taken, or a process that ends before it answers, fails
 * the start with the end of what the process wrote, so a spec never tests whatever else answers there.
 */
async function startServer(
  name: string,
  {
    script,
    port,
    healthPath,
    env,
  }: { script: string; port: number; healthPath: string; env: Record<string, string> },
) {
  if (!(await portIsFree(port))) throw new Error(`${name}: port ${port} is taken by another process`);
  const server = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (text: string) => {
    errors = `${errors}${text}`.slice(-4000);
  });
  const ended = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const stop = async () => {
    if (exited()) return;
    server.kill('SIGTERM');
    // A server that does not end on SIGTERM within 15 s is killed: a stop never hangs the run.
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await ended;
    clearTimeout(killer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (exited())
      throw new Error(`${name} at ${url} exited (${server.exitCode ?? server.signalCode}):\n${errors}`);
    const up = await fetch(`${url}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} at ${url} did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop, exited } satisfies OwnServer;
}

/**
 * One more gateway (with its embedded mock on the next port) for specs that need settings the project's own
 * gateway does not have: the real default budgets, a telemetry DSN, another broker (`UPSTREAM_URL`). `port`
 * must be free (see startServer).
 */
export async function startOwnGateway(port: number, env: Record<string, string> = {}) {
  const gateway = await startServer('gateway', {
    script: '../gateway/src/server.ts',
    port,
    healthPath: '/healthz',
    env: {
      MOCK_PORT: String(port + 1),
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  });
  return { ...gateway, url: `http://localhost:${port}`, mockUrl: `http://127.0.0.1:${port + 1}` };
}

/** A mock broker of its own on 127.0.0.1:`port` (settings: apps/mock-upstream/README.md), its admin API on. */
export function startMock(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  return startServer('mock', {
    script: '../mock-upstream/src/server.ts',
    port,
    healthPath: '/__health',
    env: { HOST: '127.0.0.1', ...env },
  });
}
