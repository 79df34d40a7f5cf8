import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  DockerComposeEnvironment,
  Wait,
  type StartedDockerComposeEnvironment,
  type StartedTestContainer,
} from 'testcontainers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { login } from '../../apps/gateway/test/stack.ts';
import { createTrpcHttp } from '../../apps/gateway/test/trpc-http.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function succeeds(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** Why the stack cannot come up on this machine, or null when it can. */
function whyNoEngine(): string | null {
  if (!succeeds('docker', ['version', '--format', '{{.Server.Version}}'])) {
    return 'no Docker engine answers `docker version`';
  }
  if (!succeeds('docker', ['compose', 'version']) && !succeeds('docker-compose', ['version'])) {
    return 'neither `docker compose` nor `docker-compose` is installed';
  }
  return null;
}

const noEngine = whyNoEngine();
if (noEngine) console.warn(`compose smoke test skipped: ${noEngine}`);

// testcontainers drives `docker compose` (v2); Debian bookworm has only the standalone docker-compose 1.x,
// which names containers <project>_<service>_<n> instead of <service>-<n>.
const standalone = noEngine === null && !succeeds('docker', ['compose', 'version']);
const project = `portal-smoke-${randomUUID().slice(0, 8)}`;
const containerName = (service: string, replica: number) =>
  standalone ? `${project}_${service}_${replica}` : `${service}-${replica}`;

/** The uids (real, effective, saved, filesystem) of the container's main process. */
async function mainProcessUids(container: StartedTestContainer): Promise<number[]> {
  const { output, exitCode } = await container.exec(['cat', '/proc/1/status']);
  expect(exitCode).toBe(0);
  const line = output.split('\n').find((row) => row.startsWith('Uid:')) ?? '';
  return line.split(/\s+/).slice(1).filter(Boolean).map(Number);
}

describe.skipIf(noEngine !== null)('docker-compose.yml', () => {
  let stack: StartedDockerComposeEnvironment | undefined;
  const gateways: { container: StartedTestContainer; url: string }[] = [];

  beforeAll(async () => {
    const { nodeImage, gatewayPorts, mockPort } = inject('composeSettings');
    // The test's override only makes the health checks run every second (see the file).
    let compose = new DockerComposeEnvironment(repoRoot, [
      'docker-compose.yml',
      'test/compose/health-every-second.yml',
    ])
      .withProjectName(project)
      .withBuild()
      .withEnvironment({
        GATEWAY_PORTS: gatewayPorts,
        MOCK_UPSTREAM_PORT: mockPort,
        LOG_LEVEL: 'warn',
        ...(nodeImage ? { NODE_IMAGE: nodeImage } : {}),
      })
      // Every image has a HEALTHCHECK; the gateways' is /readyz (broker and Redis reachable).
      .withDefaultWaitStrategy(Wait.forHealthCheck())
      .withStartupTimeout(180_000);
    if (standalone) compose = compose.withClientOptions({ executable: { standalone: true } });
    stack = await compose.up();
    for (const replica of [1, 2]) {
      const container = stack.getContainer(containerName('gateway', replica));
      gateways.push({ container, url: `http://${container.getHost()}:${container.getMappedPort(3000)}` });
    }
  });

  afterAll(async () => {
    await stack?.down({ timeout: 10_000 });
  });

  it('runs two gateway replicas that serve the web app', async () => {
    expect(gateways).toHaveLength(2);
    for (const { url } of gateways) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      // The built page: the app's root holding the first paint's shell (apps/web/first-paint.html) until React runs.
      expect(await page.text()).toMatch(/<div id="root">.*Memuat…/s);
    }
  });

  it('logs in through one replica and reads the policy list through the other', async () => {
    const [first, second] = gateways;
    const { client, verified } = await login(first!.url);
    expect(verified.status).toBe(200);

    const other = createTrpcHttp(second!.url);
    for (const [name, value] of client.jar) other.jar.set(name, value);
    const list = await other.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(list.status).toBe(200);
    const page = list.data as { data: { internal_id: string }[]; meta: { total: number } };
    expect(page.data).toHaveLength(10);
    expect(page.meta.total).toBeGreaterThan(10);

    // The session lives in the cookie, its revocation in Redis: a logout on one replica ends it on both.
    expect((await other.mutate('auth.logout')).status).toBe(200);
    const afterLogout = await client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(afterLogout.status).toBe(401);
  });

  it('works over plain HTTP at an address other than localhost, as from another device on the network', async () => {
    const { container } = gateways[0]!;
    const network = container.getNetworkNames()[0]!;
    const lanUrl = `http://${container.getIpAddress(network)}:3000`;
    const page = await fetch(lanUrl);
    expect(page.status).toBe(200);
    // Over HTTPS-only rules the page would be blank: every asset sent to https://, the cookie never kept.
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const { verified } = await login(lanUrl);
    expect(verified.status).toBe(200);
    const cookie = verified.setCookie.find((line) => line.includes('session=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('runs the broker contract probe inside the gateway image, as its operators would', async () => {
    const { container } = gateways[0]!;
    const probe = await container.exec([
      'npm',
      'run',
      '--silent',
      'probe:broker',
      '--',
      '--url',
      'http://mock-upstream:4010',
      '--phone',
      '6281200000001',
      '--otp',
      '123456',
      '--out',
      '/tmp/',
    ]);
    expect(probe.output).toMatch(/0 drifts/);
    expect(probe.exitCode).toBe(0);
    const report = await container.exec(['cat', '/tmp/probe-report.json']);
    expect(report.exitCode).toBe(0);
    expect(JSON.parse(report.output)).toMatchObject({ summary: expect.objectContaining({ drifts: 0 }) });
  });

  it('runs the gateways, the mock and Redis as non-root users', async () => {
    const containers = [
      ...gateways.map(({ container }) => container),
      stack!.getContainer(containerName('mock-upstream', 1)),
      stack!.getContainer(containerName('redis', 1)),
    ];
    for (const container of containers) {
      const uids = await mainProcessUids(container);
      expect(uids, container.getName()).toHaveLength(4);
      expect(
        uids.every((uid) => uid !== 0),
        `${container.getName()} runs as ${uids.join(',')}`,
      ).toBe(true);
    }
  });
});
