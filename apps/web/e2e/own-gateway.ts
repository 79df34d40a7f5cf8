import { spawn } from 'node:child_process';

/**
 * One more gateway (with its embedded mock on the next port) for specs that need settings the project's own
 * gateway does not have: the real default budgets, a telemetry DSN. Started with node itself (not npx), so
 * that stopping it stops the server. `port` must be free: a server that cannot listen fails the start, so a
 * spec never tests whatever else answers there.
 */
export async function startOwnGateway(port: number, env: Record<string, string> = {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', '../gateway/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the gateway for ${url} exited (${server.exitCode})`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the gateway at ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    mockUrl: `http://127.0.0.1:${port + 1}`,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
