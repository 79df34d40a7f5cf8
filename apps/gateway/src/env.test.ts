import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('gateway env', () => {
  it('has working defaults for development', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.UPSTREAM_URL).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses unread replies forgotten before they are due, naming both settings', () => {
    expect(() => readEnv({ CHAT_UNREAD_CACHE_MS: '600000' })).toThrow(
      /CHAT_UNREAD_MAX_AGE_MS must be longer than CHAT_UNREAD_CACHE_MS/,
    );
    expect(readEnv({ CHAT_UNREAD_CACHE_MS: '400', CHAT_UNREAD_MAX_AGE_MS: '5000' })).toMatchObject({
      CHAT_UNREAD_CACHE_MS: 400,
      CHAT_UNREAD_MAX_AGE_MS: 5000,
    });
  });

  it('refuses production without a session secret, with a readable message', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('refuses the mock-tenant pass-through in production, whatever else is set', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-0123456789-abcdefghij',
      METRICS_TOKEN: 'a-metrics-scrape-token',
      UPSTREAM_URL: 'https://broker.example.com',
      MOCK_TENANT_PASSTHROUGH: 'true',
    };
    expect(() => readEnv(production)).toThrow(
      /MOCK_TENANT_PASSTHROUGH: MOCK_TENANT_PASSTHROUGH is a QA setting and is refused in production/,
    );
    expect(() => readEnv({ ...production, ALLOW_DEV_SECRET: 'true', ALLOW_EMBEDDED_MOCK: 'true' })).toThrow(
      /MOCK_TENANT_PASSTHROUGH/,
    );
    expect(() => readEnv({ NODE_ENV: 'production', MOCK_TENANT_PASSTHROUGH: 'true' })).toThrow(
      /MOCK_TENANT_PASSTHROUGH/,
    );
    expect(readEnv({ ...production, MOCK_TENANT_PASSTHROUGH: 'false' }).MOCK_TENANT_PASSTHROUGH).toBe(false);
    expect(readEnv({ MOCK_TENANT_PASSTHROUGH: 'true' }).MOCK_TENANT_PASSTHROUGH).toBe(true);
    expect(readEnv({}).MOCK_TENANT_PASSTHROUGH).toBe(false);
  });

  it('refuses production with /metrics open to anyone, naming the fix', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-0123456789-abcdefghij',
    };
    expect(() => readEnv(production)).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN is required in production while METRICS_ENABLED=true/,
    );
    expect(readEnv({ ...production, METRICS_TOKEN: 'a-metrics-scrape-token' }).METRICS_TOKEN).toBe(
      'a-metrics-scrape-token',
    );
    expect(readEnv({ ...production, METRICS_ENABLED: 'false' }).METRICS_ENABLED).toBe(false);
    // Development keeps its open /metrics.
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
  });

  it('takes several secrets to rotate, each long enough, the first not the public one in production', () => {
    const [next, current] = ['n'.repeat(40), 'c'.repeat(40)];
    expect(readEnv({ SESSION_SECRET: `${next},${current}` }).SESSION_SECRET).toBe(`${next},${current}`);
    expect(() => readEnv({ SESSION_SECRET: `${next},short` })).toThrow(/each of them/);
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        METRICS_ENABLED: 'false',
        SESSION_SECRET: `dev-only-session-secret-change-me-0123456789,${next}`,
      }),
    ).toThrow(/public development secret/);
  });

  it('refuses a bad upstream URL and a short secret', () => {
    expect(() => readEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => readEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
