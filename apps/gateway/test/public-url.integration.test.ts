import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * HSTS, upgrade-insecure-requests and Secure/__Host- cookies follow the public URL's scheme (or a
 * trusted proxy's X-Forwarded-Proto), not NODE_ENV. A production gateway opened over http://<lan-ip>:3000 must
 * serve a page that works; behind TLS it gets the strict headers.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  METRICS_TOKEN: 'a-metrics-scrape-token',
  // What the harness gives every stack: the demo user logs in many times (the per-phone budgets, decision record 0020).
  OTP_RATE_LIMIT_PER_MINUTE: '100000',
  OTP_PHONE_SENDS_PER_10_MIN: '100000',
  OTP_PHONE_SENDS_PER_DAY: '100000',
  RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'silent',
  ALLOW_EMBEDDED_MOCK: 'true',
};

let mock: FastifyInstance;
let mockUrl: string;
let webDist: string;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  webDist = mkdtempSync(join(tmpdir(), 'h6-public-url-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/app.js"></script>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'document.title = "portal";');
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await mock?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A production gateway on a real port, as a container on a LAN would run it. */
async function gatewayWith(env: Record<string, string>): Promise<string> {
  const gateway = await buildGatewayApp({
    env: readEnv({ ...PRODUCTION, ...env }),
    upstreamUrl: mockUrl,
    webDistDir: webDist,
    logger: false,
  });
  gateways.push(gateway);
  return gateway.listen({ port: 0, host: '127.0.0.1' });
}

function sessionCookieOf(setCookie: readonly string[]): string {
  const line = setCookie.find((cookie) => /^(__Host-)?portal_session=/.test(cookie));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return line;
}

describe('production over plain HTTP (no PUBLIC_URL, no proxy)', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await gatewayWith({});
  });

  it('serves the page and its script without HSTS or upgrade-insecure-requests', async () => {
    for (const path of ['/', '/policies', '/assets/app.js']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
    }
  });

  it('logs in with a plain session cookie the browser keeps over http', async () => {
    const { verified } = await login(baseUrl);
    expect(verified.status).toBe(200);
    const cookie = sessionCookieOf(verified.setCookie);
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('ignores X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    const response = await fetch(`${baseUrl}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const client = createTrpcHttp(baseUrl);
    const { verified } = await login(baseUrl, {
      ...client,
      mutate: (path, input) =>
        client.mutate(path, input, { 'x-portal-csrf': '1', 'x-forwarded-proto': 'https' }),
    });
    expect(sessionCookieOf(verified.setCookie)).not.toMatch(/;\s*Secure/i);
  });
});

describe('PUBLIC_URL with https (TLS in front)', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await gatewayWith({ PUBLIC_URL: 'https://portal.example.com' });
  });

  it('sends HSTS and upgrade-insecure-requests on the page, its assets and the API', async () => {
    for (const path of ['/', '/assets/app.js', '/healthz', '/trpc/config.telemetry']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
    }
  });

  it('sets the session as a Secure __Host- cookie', async () => {
    const { verified } = await login(baseUrl);
    const cookie = sessionCookieOf(verified.setCookie);
    expect(cookie).toMatch(/^__Host-portal_session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('PUBLIC_URL with http (a LAN address, said explicitly)', () => {
  it('stays plain even when a header claims https', async () => {
    const baseUrl = await gatewayWith({
      PUBLIC_URL: 'http://192.168.1.20:3000',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const response = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('no PUBLIC_URL, behind a trusted TLS proxy', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await gatewayWith({ TRUSTED_PROXIES: '127.0.0.1' });
  });

  it('gets the strict headers when the proxy says https, and not when it says http', async () => {
    const overTls = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(overTls.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
    const plain = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
  });

  it('marks the session cookie Secure on a request that came over TLS', async () => {
    const client = createTrpcHttp(baseUrl);
    const { verified } = await login(baseUrl, {
      ...client,
      mutate: (path, input) =>
        client.mutate(path, input, { 'x-portal-csrf': '1', 'x-forwarded-proto': 'https' }),
    });
    const cookie = sessionCookieOf(verified.setCookie);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe('the CSP opens only what is configured', () => {
  it('lets the page reach the error-reporting ingest and load the tag manager when they are set', async () => {
    const plain = await fetch(`${await gatewayWith({})}/`);
    expect(plain.headers.get('content-security-policy')).toMatch(/connect-src 'self'(;|$)/);
    expect(plain.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);

    const baseUrl = await gatewayWith({
      ERROR_REPORTING_DSN: 'https://public@errors.example.com/42',
      TAG_MANAGER_ID: 'GTM-ABC123',
    });
    const csp = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' https:\/\/errors\.example\.com/);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});
